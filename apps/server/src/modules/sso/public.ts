/** What other parts of the server may use of the SSO module; nothing else in this folder is theirs. */
import type { EventSubscriptions } from '../../platform/events/events.ts';
import { APPEAL_SUBMITTED } from './appeal-service.ts';
import { APPEAL_RECEIVED_JOB } from './jobs.ts';

export { bootstrapSso, isReservedServiceId, syncPartnerServices } from './bootstrap.ts';
export { consumeTicket, createTicketService, PORTAL_SERVICE, voidTicketsOf } from './ticket-service.ts';

export const ssoSubscriptions: EventSubscriptions = { [APPEAL_SUBMITTED]: [APPEAL_RECEIVED_JOB] };
