// Admin bootstrap without SQL:
//   npm run admin -- create <email> <password>   a confirmed account with the admin role
//   npm run admin -- grant <email>               the admin role for an existing account
// Works on PGlite (DATA_DIR) and PostgreSQL (DATABASE_URL). With PGlite it refuses while the server holds the directory.
import { createAuth } from '../src/server/auth/auth';
import { grantAdmin } from '../src/server/auth/roles';
import { openDatabase, type Database } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';

const usage = 'Usage : npm run admin -- create <email> <mot de passe>  |  npm run admin -- grant <email>';
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const [command, rawEmail, password] = process.argv.slice(2);
const email = (rawEmail ?? '').trim().toLowerCase();
if (!['create', 'grant'].includes(command ?? '') || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(usage);
if (command === 'create' && (password ?? '').length < 6) fail('Le mot de passe doit contenir au moins 6 caractères');

let database: Database | undefined;
try {
  database = await openDatabase({ url: process.env.DATABASE_URL });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(`${error.message}\nLe serveur tient la base embarquée : arrêtez-le, lancez cette commande, puis redémarrez-le.`);
  }
  throw error;
}
const { db } = database!;

try {
  if (command === 'create') {
    const auth = createAuth(db);
    const context = await auth.$context;
    if (await context.internalAdapter.findUserByEmail(email)) fail(`Un compte existe déjà pour ${email} : utilisez « grant ».`);
    const created = await context.internalAdapter.createUser({ email, name: email.split('@')[0] ?? email, emailVerified: true }, { method: 'admin' });
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await context.password.hash(password!),
    });
  }
  if (!(await grantAdmin(db, email))) fail(`Aucun compte pour ${email} : créez-le sur /auth ou avec « create ».`);
  console.log(command === 'create' ? `Administrateur créé : ${email}` : `Rôle administrateur accordé à ${email}`);
} finally {
  await database!.close();
}
