/** The account module's job names: its plugin defines the jobs, its public file subscribes them to events. */
export const ACCOUNT_PURGE_JOB = 'account:purge';
export const PASSWORD_NOTICE_JOB = 'account:password-changed-notice';
export const MOBILE_NOTICE_JOB = 'account:mobile-changed-notice';
export const EMAIL_NOTICE_JOB = 'account:email-verified-notice';
