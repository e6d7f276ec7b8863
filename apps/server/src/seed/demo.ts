import { inArray } from 'drizzle-orm';
import type { Database } from '../platform/database/client.ts';
import { tenants } from '../platform/identity/tables.ts';
import type { CoverStore, ImageStore } from './cover-store.ts';
import { loadSeedData, type SeedData } from './load/seed-data.ts';
import { type DemoAccount, seedAccounts } from './parts/accounts.ts';
import { seedContentItems } from './parts/content-items.ts';
import { seedCooperation, seedReports } from './parts/cooperation.ts';
import { seedDashboard } from './parts/dashboard.ts';
import { seedNews } from './parts/news.ts';
import { type CertificateStore, seedProducts } from './parts/products.ts';
import { countRows } from './parts/run-part.ts';
import { seedServices } from './parts/services.ts';
import { type LicenceStore, seedSettlements } from './parts/settlements.ts';

// main.ts prints the accounts with this
export { type DemoAccount, formatDemoAccounts } from './parts/accounts.ts';

export interface DemoContentOptions {
  /** Where drawn covers go: the files service in a running server (fileServiceCoverStore). */
  storeCover: CoverStore;
  now?: Date;
  /** The data files, already loaded; read from seed/data when absent. */
  data?: SeedData;
  /** Where the demo applications' licence photos go; without it they have none. */
  storeLicence?: LicenceStore;
  /** Where the demo products' and services' pictures go (fileServiceImageStore); without it they have none. */
  storeImage?: ImageStore;
  /** Where the demo products' certificates go (fileServiceCertificateStore); without it they have none. */
  storeCertificate?: CertificateStore;
}

/**
 * The public content and the dashboard: news, solutions, cases, then sales, deliveries, control centres and counts.
 * Each part is its own transaction and decides by itself whether it is done. Returns how many news, solutions and
 * cases this call wrote (0 for a part that was already there).
 */
export const seedDemoContent = async (
  db: Database,
  options: DemoContentOptions,
): Promise<{ news: number; solutions: number; cases: number }> => {
  const data = options.data ?? (await loadSeedData());
  const content = { storeCover: options.storeCover, now: options.now ?? new Date() };
  const news = await seedNews(db, data.news, content);
  const solutions = await seedContentItems(db, 'solution', data.solutions, content);
  const cases = await seedContentItems(db, 'case', data.cases, content);
  await seedDashboard(db, data.dashboard, content);
  return { news, solutions, cases };
};

/** The demo tenants are there: this database was seeded for the demo, not one with real accounts only. */
const isDemoDatabase = async (db: Database, data: SeedData): Promise<boolean> => {
  const codes = data.accounts.tenants.map((tenant) => tenant.creditCode);
  return (await countRows(db, tenants, inArray(tenants.creditCode, codes))) === codes.length;
};

/**
 * Seeds the demo: accounts and tenants, settlement applications, services and products in every state, cooperation
 * requests and reports on them, news, solutions, cases and the dashboard, each part idempotent in its own
 * transaction, so a start after a crash finishes what is missing.
 * Every data file is checked before anything is written. Returns the accounts this call created, with their
 * passwords, for the caller to print once; nothing when the accounts were already there.
 *
 * A database that had users before the demo (real accounts) gets none of it (docs/decisions/003).
 */
export const seedDemoData = async (
  db: Database,
  dataDir: string,
  options: Pick<DemoContentOptions, 'storeCover'> & Partial<DemoContentOptions>,
): Promise<DemoAccount[]> => {
  const data = options.data ?? (await loadSeedData());
  const created = await seedAccounts(db, data.accounts, dataDir);
  if (!(await isDemoDatabase(db, data))) return created;
  await seedSettlements(db, data, {
    now: options.now ?? new Date(),
    ...(options.storeLicence ? { storeLicence: options.storeLicence } : {}),
  });
  const shelf = {
    now: options.now ?? new Date(),
    ...(options.storeImage ? { storeImage: options.storeImage } : {}),
  };
  await seedServices(db, data, shelf);
  await seedProducts(db, data, {
    ...shelf,
    ...(options.storeCertificate ? { storeCertificate: options.storeCertificate } : {}),
  });
  await seedCooperation(db, data, shelf);
  await seedReports(db, data, shelf);
  await seedDemoContent(db, { ...options, data });
  return created;
};
