/** Column types shared by the schema's files. */
import { customType } from 'drizzle-orm/pg-core';

/** Binary data (PostgreSQL `bytea`): a Buffer in the code, whichever driver reads it (PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
