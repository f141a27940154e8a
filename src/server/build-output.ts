import { readFileSync } from 'node:fs';

/**
 * Where `npm run build` puts the compiled server (scripts/build-server.ts): one ES module that plain Node runs (`npm run
 * serve`, the service unit, the container), and a copy of the database migrations beside it, so that the build holds
 * all the server needs. Paths from the site's folder (the server's working directory).
 */
export const SERVER_ENTRY = '.next/site/server.mjs';
export const BUILT_MIGRATIONS = '.next/site/migrations';
/** The migrations in the source tree, which `drizzle-kit generate` writes. */
export const SOURCE_MIGRATIONS = 'src/server/db/migrations';
/** What the build was made with (written by scripts/build-server.ts): the SITE_URL its static pages carry. */
export const BUILD_RECORD = '.next/site/build.json';
export type BuildRecord = { siteUrl: string };

/** The build's record, or undefined when the server runs without one (from the sources). */
export function readBuildRecord(): BuildRecord | undefined {
  try {
    return JSON.parse(readFileSync(BUILD_RECORD, 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}
