// Every table of every module and platform part, for drizzle-kit (drizzle.config.ts) to generate migrations from.
export * from '../modules/account/tables.ts';
export * from '../modules/datacollect/tables.ts';
export * from '../modules/portal/content-tables.ts';
export * from '../modules/portal/shelf-tables.ts';
export * from '../modules/portal/tables.ts';
export * from '../modules/portal/tenancy-tables.ts';
export * from '../modules/sso/tables.ts';
export * from '../platform/auth/tables.ts';
export * from '../platform/events/tables.ts';
export * from '../platform/files/tables.ts';
export * from '../platform/http/tables.ts';
export * from '../platform/identity/tables.ts';
export * from '../platform/notifier/tables.ts';
export * from '../platform/rate-limit/tables.ts';
export * from '../platform/regions/tables.ts';
export * from '../platform/verification/tables.ts';
