/** Every query key of the platform configuration: one factory, so loaders, hooks and invalidation agree. */
export const platformKeys = {
  all: ['platform'] as const,
  config: () => [...platformKeys.all, 'config'] as const,
};
