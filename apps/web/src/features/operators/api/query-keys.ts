/**
 * Every query key of the operators: one factory, so hooks and invalidation agree. The root sits under the session's
 * key (`auth`), so a sign-out removes the list with the rest of the operator's data.
 */
export const operatorKeys = {
  all: ['auth', 'operators'] as const,
  list: () => [...operatorKeys.all, 'list'] as const,
};
