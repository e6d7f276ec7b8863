import type { BodyOf, listMyServices, listServiceAuditLog, ServiceShelfQuery } from '@rrsp/contract';
import { shelfItemKeysOf } from '../../shelf/api/shelf-item-keys.ts';

export type MyServicesQuery = BodyOf<typeof listMyServices>;
export type AuditLogQuery = BodyOf<typeof listServiceAuditLog>;

/** Every query key of the service centre (the shelf's key factory, features/shelf/api/shelf-item-keys.ts). */
export const serviceKeys = shelfItemKeysOf<ServiceShelfQuery, MyServicesQuery, AuditLogQuery>('services');
