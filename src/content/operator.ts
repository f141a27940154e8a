/**
 * What the operator reads in a terminal: the admin bootstrap (`npm run admin`) and the embedded database's lock. Kept
 * apart from auth.ts, which the sign-in forms load in the browser.
 */
import { teamText } from './admin';

export const adminCliText = {
  usage:
    'Usage\u202f: npm run admin -- create <email> (mot de passe demandé, ou lu sur l’entrée standard)  |  npm run admin -- grant <email> [admin|agent|editor]  |  npm run admin -- revoke <email>  |  npm run admin -- unlock <email>',
  /** `create` given a password after the address: refused, it would stay in `ps` and the shell's history. */
  passwordOnCommandLine:
    'Le mot de passe ne se donne pas sur la ligne de commande (ps et l’historique du shell le montreraient)\u202f: lancez «\u00a0npm run admin -- create <email>\u00a0», il est demandé sans s’afficher, ou lu sur l’entrée standard.',
  passwordPrompt: 'Mot de passe du nouvel administrateur (il ne s’affiche pas)\u202f: ',
  passwordConfirm: 'Le même, encore une fois\u202f: ',
  passwordMismatch: 'Les deux saisies diffèrent\u202f: rien n’a été créé.',
  passwordMissing:
    'Aucun mot de passe lu (au clavier, ou en première ligne de l’entrée standard)\u202f: rien n’a été créé.',
  passwordCancelled: 'Saisie abandonnée\u202f: rien n’a été créé.',
  exists: (email: string) => `Un compte existe déjà pour ${email}\u202f: utilisez « grant ».`,
  noAccount: (email: string) => `Aucun compte pour ${email}\u202f: créez-le sur /auth ou avec « create ».`,
  created: (email: string, uri: string, recoveryCodes: string[]) =>
    [
      `Administrateur créé\u202f: ${email}`,
      '',
      'Double authentification activée. Ajoutez ce compte à votre application d’authentification (ou faites-en un QR code)\u202f:',
      uri,
      '',
      'Codes de secours, chacun utilisable une fois. Conservez-les en lieu sûr\u202f: ils ne seront plus affichés.',
      ...recoveryCodes,
    ].join('\n'),
  unconfirmed: (email: string) =>
    `L’adresse ${email} n’est pas confirmée\u202f: son titulaire doit d’abord ouvrir le lien de confirmation reçu à l’inscription.`,
  invited: (email: string, role: keyof typeof teamText.roles) =>
    `Invitation envoyée à ${email} (${teamText.roles[role]})\u202f: le rôle sera accordé quand le lien reçu par email aura servi à choisir un nouveau mot de passe.`,
  unlocked: (email: string, networks: number) =>
    networks
      ? `Connexion débloquée pour ${email}\u202f: ${networks} verrou${networks > 1 ? 's' : ''} levé${networks > 1 ? 's' : ''}.`
      : `${email} n’était pas bloqué.`,
  revoked: (email: string) => `Accès au back-office retiré à ${email}\u202f: toutes ses sessions sont fermées.`,
  notStaff: (email: string) => `${email} n’a pas de rôle dans l’équipe.`,
  lastAdmin: (email: string) =>
    `${email} est le dernier administrateur\u202f: nommez-en un autre avant de changer son rôle.`,
  granted: (email: string, role: keyof typeof teamText.roles) => `Rôle ${teamText.roles[role]} accordé à ${email}`,
  failed: 'La commande a échoué\u202f: voyez le journal du serveur.',
  /** After the lock's message, when no server answers on the admin socket. */
  serverHoldsDatabase:
    'Le serveur tient la base embarquée\u202f: arrêtez-le, lancez cette commande, puis redémarrez-le.',
} as const;

/** A second process on the same PGlite directory. The code adds the same sentence in English. */
export const dataDirLockedText = (dataDir: string, pid: number) =>
  `La base embarquée de ${dataDir} est déjà ouverte par le processus ${pid}\u202f: arrêtez-le, ou donnez un autre DATA_DIR.`;

/** `npm run backup` and `npm run restore`: each refusal in French, then the same in English. */
export const backupText = {
  usage:
    'Usage\u202f: npm run backup -- <fichier.jsonl.gz>  |  npm run restore -- <fichier.jsonl.gz>  |  npm run restore -- --drill [fichier.jsonl.gz]',
  written: (file: string, rows: number, migrations: number, key: string) =>
    `Sauvegarde écrite\u202f: ${file} (${rows} lignes, schéma ${migrations}), signée par la clé ${key}\u202f: gardez cette clé (BACKUP_KEY ou DATA_DIR/backup-key) ailleurs que les sauvegardes, une restauration la demande. / Backup written: ${file} (${rows} rows, schema ${migrations}), signed with key ${key}: keep that key (BACKUP_KEY or DATA_DIR/backup-key) apart from the backups, a restore asks for it.`,
  restored: (file: string, rows: number, migrations: number) =>
    `Sauvegarde restaurée\u202f: ${file} (${rows} lignes, schéma ${migrations}, puis migrations du code). / Backup restored: ${file} (${rows} rows, schema ${migrations}, then the code's migrations).`,
  exists: (file: string) =>
    `Le fichier ${file} existe déjà\u202f: une sauvegarde n’en écrase jamais une autre. / ${file} already exists: a backup never overwrites another.`,
  missing: (file: string) => `Aucun fichier ${file}. / No file ${file}.`,
  notABackup: (file: string) => `${file} n’est pas une sauvegarde de ce site. / ${file} is not a backup of this site.`,
  damaged: (file: string) =>
    `La sauvegarde ${file} est incomplète ou altérée\u202f: rien n’a été restauré. / The backup ${file} is incomplete or altered: nothing was restored.`,
  newerSchema: (backup: number, code: number) =>
    `Cette sauvegarde vient d’une version plus récente du site (schéma ${backup}, ce code en connaît ${code})\u202f: restaurez-la avec cette version ou une plus récente. / This backup comes from a newer version of the site (schema ${backup}, this code knows ${code}): restore it with that version or a newer one.`,
  notEmpty: (table: string) =>
    `La base cible n’est pas vide (table ${table})\u202f: restaurez dans une base neuve. / The target database is not empty (table ${table}): restore into a new database.`,
  otherSchema: (database: number, backup: number) =>
    `La base cible a déjà un autre schéma (${database}, la sauvegarde ${backup})\u202f: restaurez dans une base neuve. / The target database already has another schema (${database}, the backup ${backup}): restore into a new database.`,
  /** The staff roles a restore brought in, one "role  address" a line: the operator checks who can now sign in to the back-office. */
  staffRoles: (roles: { email: string; role: string }[]) =>
    roles.length === 0
      ? 'Aucun rôle du personnel dans cette sauvegarde. / No staff role in this backup.'
      : [
          `Rôles du personnel restaurés (${roles.length})\u202f: / Staff roles restored (${roles.length}):`,
          ...roles.map(({ email, role }) => `  ${role.padEnd(6)} ${email}`),
        ].join('\n'),
  unsigned: (file: string) =>
    `La sauvegarde ${file} ne porte pas de signature (fichier coupé, ou écrit par une version qui ne signait pas)\u202f: rien n’a été restauré. / The backup ${file} carries no signature (a cut file, or one written by a version that did not sign): nothing was restored.`,
  altered: (file: string) =>
    `La signature de la sauvegarde ${file} ne correspond pas à son contenu\u202f: le fichier a été modifié, rien n’a été restauré. / The signature of the backup ${file} does not match its content: the file was altered, nothing was restored.`,
  wrongKey: (file: string, signedWith: string, given: string) =>
    `La sauvegarde ${file} a été signée par la clé ${signedWith}, la clé donnée est ${given}\u202f: donnez celle de l’installation qui l’a écrite (BACKUP_KEY, ou son fichier DATA_DIR/backup-key copié dans DATA_DIR)\u202f; rien n’a été restauré. / The backup ${file} was signed with key ${signedWith}, the key given is ${given}: give the key of the install that wrote it (BACKUP_KEY, or its DATA_DIR/backup-key file copied into DATA_DIR); nothing was restored.`,
  noKey: (path: string) =>
    `Aucune clé de sauvegarde (ni BACKUP_KEY, ni ${path})\u202f: donnez celle de l’installation qui a écrit la sauvegarde, en BACKUP_KEY ou en copiant son fichier backup-key dans DATA_DIR. / No backup key (neither BACKUP_KEY nor ${path}): give the key of the install that wrote the backup, as BACKUP_KEY or by copying its backup-key file into DATA_DIR.`,
  keyTooShort: (where: string, min: number) =>
    `La clé de sauvegarde (${where}) est trop courte\u202f: ${min} caractères au moins. / The backup key (${where}) is too short: ${min} characters at least.`,
  /** The reason a backup gives for a mail it holds as given up: its one-use link was left out. Read by staff in the outbox. */
  linkRemoved:
    'Lien à usage unique retiré de la sauvegarde\u202f: après une restauration, il se redemande (nouveau lien de confirmation ou de mot de passe, nouvelle invitation). / One-use link left out of the backup: after a restore, it is asked for again (a new confirmation or password link, a new invitation).',
  unknownTable: (table: string) =>
    `La sauvegarde contient une table inconnue\u202f: ${table}. / The backup holds an unknown table: ${table}.`,
  serverHoldsDatabase:
    'Le serveur tient la base embarquée\u202f: arrêtez-le avant de restaurer, puis redémarrez-le. / The server holds the embedded database: stop it before restoring, then start it again.',
  emptyDatabase: (kind: 'pglite' | 'postgres') =>
    kind === 'pglite'
      ? 'La base embarquée de DATA_DIR est vide (aucune migration)\u202f: rien n’a été sauvegardé. Sur un serveur PostgreSQL, donnez DATABASE_URL (ou lancez la commande dans le dossier du site, qui lit son .env). / The embedded database in DATA_DIR is empty (no migration): nothing was backed up. On a PostgreSQL server, give DATABASE_URL (or run the command in the site’s folder, which reads its .env).'
      : 'La base PostgreSQL de DATABASE_URL est vide (aucune migration)\u202f: rien n’a été sauvegardé. / The PostgreSQL database of DATABASE_URL is empty (no migration): nothing was backed up.',
  drillNoFile:
    'Aucune sauvegarde à éprouver\u202f: donnez un fichier (npm run restore -- --drill <fichier.jsonl.gz>), ou BACKUP_DIR où le serveur écrit les siennes. / No backup to drill: give a file (npm run restore -- --drill <file.jsonl.gz>), or BACKUP_DIR where the server writes its own.',
  /** The drill's answer: the file, its age, then one line a table (backup's count, restored count), a mark on each that differs. */
  drill: (
    {
      file,
      createdAt,
      migrations,
      counts,
      ok,
    }: {
      file: string;
      createdAt: string;
      migrations: number;
      counts: { table: string; inBackup: number; restored: number }[];
      ok: boolean;
    },
    now = new Date(),
  ) => {
    const hours = Math.max(0, Math.round((now.getTime() - new Date(createdAt).getTime()) / 3_600_000));
    const rows = counts.reduce((sum, { restored }) => sum + restored, 0);
    const width = Math.max(...counts.map(({ table }) => table.length));
    const head = ok
      ? `Exercice de restauration réussi\u202f: ${file} (écrite le ${createdAt}, il y a ${hours} h, schéma ${migrations}) restaurée dans une base jetable, ${counts.length} tables, ${rows} lignes, chaque compte égal à celui de la sauvegarde. / Restore drill passed: ${file} (written ${createdAt}, ${hours} h ago, schema ${migrations}) restored into a throw-away database, ${counts.length} tables, ${rows} rows, every count equal to the backup's.`
      : `Exercice de restauration en échec\u202f: ${file} (écrite le ${createdAt}) ne se restaure pas entière, les tables marquées ✗ n’ont pas le compte de la sauvegarde. / Restore drill failed: ${file} (written ${createdAt}) does not restore whole, the tables marked ✗ do not have the backup's count.`;
    const lines = counts.map(
      ({ table, inBackup, restored }) =>
        `  ${inBackup === restored ? ' ' : '✗'} ${table.padEnd(width)}  ${String(inBackup).padStart(8)}  ${String(restored).padStart(8)}`,
    );
    return [head, `    ${'table'.padEnd(width)}  ${'backup'.padStart(8)}  ${'restored'.padStart(8)}`, ...lines].join(
      '\n',
    );
  },
  failed: 'La sauvegarde a échoué\u202f: voyez le journal du serveur. / The backup failed: see the server’s log.',
} as const;
