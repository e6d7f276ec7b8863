// Every table of every module, for drizzle-kit and for the typed query builder.
export * from '../modules/datacollect/tables.ts';
export * from '../modules/portal/content-tables.ts';
export * from '../modules/portal/tables.ts';
export * from '../modules/sso/tables.ts';
export * from '../platform/auth/tables.ts';
export * from '../platform/notifier/tables.ts';
export * from '../platform/rate-limit/tables.ts';
