/** What other parts of the server may use of the account module; nothing else in this folder is theirs. */
import type { EventSubscriptions } from '../../platform/events/events.ts';
import { IDENTITY_EVENTS } from '../../platform/identity/events.ts';
import { EMAIL_NOTICE_JOB, MOBILE_NOTICE_JOB, PASSWORD_NOTICE_JOB } from './jobs.ts';

export const accountSubscriptions: EventSubscriptions = {
  [IDENTITY_EVENTS.passwordChanged]: [PASSWORD_NOTICE_JOB],
  [IDENTITY_EVENTS.mobileChanged]: [MOBILE_NOTICE_JOB],
  [IDENTITY_EVENTS.emailVerified]: [EMAIL_NOTICE_JOB],
};
