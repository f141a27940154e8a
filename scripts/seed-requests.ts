// Seeds a fresh PGlite data directory with bench:admin's requests and admin (scripts/bench-admin-seed.ts), for a test
// that needs many rows behind the production server; prints the admin's email, password and authenticator secret as JSON.
// Given tables, only their share of the requests is written (the others' rows are left out, not moved to them).
//   BETTER_AUTH_SECRET=… tsx scripts/seed-requests.ts <data directory> <number of requests> [table…]
import { openDatabase } from '../src/server/db/client';
import { ADMIN, seed } from './bench-admin-seed';

const [dataDir, total, tables] = [process.argv[2], Number(process.argv[3]), process.argv.slice(4)];
if (!dataDir || !Number.isInteger(total) || !process.env.BETTER_AUTH_SECRET)
  throw new Error('usage: BETTER_AUTH_SECRET=… tsx scripts/seed-requests.ts <data directory> <number of requests>');
const database = await openDatabase({ dataDir });
const secret = await seed(database.db, total, tables.length > 0 ? { tables } : {});
await database.close();
console.log(JSON.stringify({ ...ADMIN, secret }));
