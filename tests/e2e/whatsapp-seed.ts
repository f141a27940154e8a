// Seeds a fresh data directory, before its server starts, with two quotes: one whose phone number was read as E.164
// (the back-office offers WhatsApp) and one whose was not. Prints the rows as JSON.
//   tsx tests/e2e/whatsapp-seed.ts <data directory>
import { openDatabase } from '../../src/server/db/client';
import { quotes } from '../../src/server/db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx tests/e2e/whatsapp-seed.ts <data directory>');
const database = await openDatabase({ dataDir });
const rows = await database.db
  .insert(quotes)
  .values([
    {
      name: 'Awa Koné',
      email: 'awa.whatsapp@example.ci',
      phone: '07 00 00 00 42',
      phoneE164: '+2250700000042',
      service: 'Climatisation',
      source: '/contact · test',
    },
    {
      name: 'Yao Kouassi',
      email: 'yao.whatsapp@example.ci',
      phone: '12',
      phoneE164: null,
      service: 'Domotique',
      source: '/contact · test',
    },
  ])
  .returning({ id: quotes.id, name: quotes.name, phoneE164: quotes.phoneE164, service: quotes.service });
await database.close();
console.log(JSON.stringify(rows));
