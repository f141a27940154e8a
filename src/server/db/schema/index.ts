/**
 * The database's schema, one file per domain, as drizzle-kit reads it (drizzle.config.ts) and every
 * `@/server/db/schema` import takes it: the tables and enums of each file, and the lists of ids they store, which live
 * in config/ so that a client component reads them without Drizzle.
 */
// Relative: drizzle-kit loads the schema without the `@/` alias.
export * from '../../../config/articles';
export * from '../../../config/audit';
export * from '../../../config/requests';
export * from './audit';
export * from './auth';
export * from './content';
export * from './counters';
export * from './desk';
export * from './mail';
export * from './requests';
