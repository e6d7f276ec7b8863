/** Domain events about accounts; recorded by whichever module makes the change, handled as jobs. */
export const IDENTITY_EVENTS = {
  /** `{ userId }` */
  registered: 'user.registered',
  /** `{ userId, via: 'change' | 'reset' }` */
  passwordChanged: 'user.password-changed',
  /** `{ userId, oldMobile, newMobile }` */
  mobileChanged: 'user.mobile-changed',
  /** `{ userId, email }`: the address now signs in */
  emailVerified: 'user.email-verified',
} as const;
