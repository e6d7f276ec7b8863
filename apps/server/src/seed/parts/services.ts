import { changedServiceFields, serviceColumnsOf } from '../../modules/portal/marketplace/public.ts';
import type { Database } from '../../platform/database/client.ts';
import type { ImageStore } from '../cover-store.ts';
import type { ServiceContent } from '../load/schemas.ts';
import { SERVICES_FILE, type SeedData, type SeedService } from '../load/seed-data.ts';
import { type ShelfSeedKind, seedShelfItems } from './shelf-items.ts';

const services: ShelfSeedKind<SeedService, ServiceContent> = {
  kind: 'service',
  noun: '服务',
  file: SERVICES_FILE,
  key: 'service',
  contentOf: (seed) => seed.service,
  columnsOf: serviceColumnsOf,
  changedFields: changedServiceFields,
};

/**
 * The service centre's demo content (issue 10): about sixty services of participants and service providers, in
 * every state of the shelf, each with the log that led there and, given a store, one to three drawn pictures. Done
 * once there is any service: an owner's deletions stay deleted.
 */
export const seedServices = (
  db: Database,
  data: Pick<SeedData, 'accounts' | 'services'>,
  options: { now: Date; storeImage?: ImageStore },
): Promise<number> => seedShelfItems(db, services, data.services, data.accounts, options);
