/**
 * Every query key of 平台设置: one factory, so hooks and invalidation agree. The root sits under the session's key
 * (`auth`), so a sign-out removes the settings (and the partners' app keys) with the rest of the operator's data.
 */
export const settingsKeys = {
  all: ['auth', 'settings'] as const,
  current: () => [...settingsKeys.all, 'current'] as const,
  versions: (pageNum: number) => [...settingsKeys.all, 'versions', pageNum] as const,
};
