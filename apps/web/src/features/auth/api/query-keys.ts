/**
 * Every query key of the auth feature: one factory, so loaders, hooks and invalidation agree. `auth` holds what
 * belongs to the session (removed on sign-out); `sso` holds the sign-in pages' own data, which has no session.
 */
export const authKeys = {
  all: ['auth'] as const,
  /** Keyed by token so a new session never sees the previous user's data. */
  currentUser: (token: string | undefined) => [...authKeys.all, 'current-user', token ?? ''] as const,
};

export const ssoKeys = {
  all: ['sso'] as const,
  /** One captcha image per round: each allows one guess. */
  captcha: (round: number) => [...ssoKeys.all, 'captcha', round] as const,
  passwordResetStart: () => [...ssoKeys.all, 'password-reset', 'start'] as const,
  appealApps: () => [...ssoKeys.all, 'appeal', 'random-apps'] as const,
  appealStatus: (applyNo: string) => [...ssoKeys.all, 'appeal', 'status', applyNo] as const,
};
