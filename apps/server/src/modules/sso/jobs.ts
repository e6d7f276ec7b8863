/** The SSO module's job names: its plugin defines the jobs, its public file subscribes them to events. */
export const SSO_PURGE_JOB = 'sso:purge';
export const APPEAL_RECEIVED_JOB = 'sso:appeal-received';
