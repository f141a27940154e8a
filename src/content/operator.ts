/**
 * What the operator reads in a terminal: the admin bootstrap (`npm run admin`) and the embedded database's lock. Kept
 * apart from auth.ts, which the sign-in forms load in the browser.
 */
import { teamText } from './admin';

export const adminCliText = {
  usage:
    'Usage\u202f: npm run admin -- create <email> <mot de passe>  |  npm run admin -- grant <email> [admin|agent]  |  npm run admin -- revoke <email>',
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
  unconfirmed: (email: string) => `L’adresse ${email} n’est pas confirmée\u202f: son titulaire doit d’abord ouvrir le lien de confirmation reçu à l’inscription.`,
  invited: (email: string, role: 'admin' | 'agent') =>
    `Invitation envoyée à ${email} (${teamText.roles[role]})\u202f: le rôle sera accordé quand le lien reçu par email aura servi à choisir un nouveau mot de passe.`,
  revoked: (email: string) => `Accès au back-office retiré à ${email}\u202f: toutes ses sessions sont fermées.`,
  notStaff: (email: string) => `${email} n’a pas de rôle dans l’équipe.`,
  lastAdmin: (email: string) => `${email} est le dernier administrateur\u202f: nommez-en un autre avant de changer son rôle.`,
  granted: (email: string, role: 'admin' | 'agent') => `Rôle ${teamText.roles[role]} accordé à ${email}`,
  failed: 'La commande a échoué\u202f: voyez le journal du serveur.',
  /** After the lock's message, when no server answers on the admin socket. */
  serverHoldsDatabase: 'Le serveur tient la base embarquée\u202f: arrêtez-le, lancez cette commande, puis redémarrez-le.',
} as const;

/** A second process on the same PGlite directory. The code adds the same sentence in English. */
export const dataDirLockedText = (dataDir: string, pid: number) =>
  `La base embarquée de ${dataDir} est déjà ouverte par le processus ${pid}\u202f: arrêtez-le, ou donnez un autre DATA_DIR.`;

/** `npm run backup` and `npm run restore`: each refusal in French, then the same in English. */
export const backupText = {
  usage: 'Usage\u202f: npm run backup -- <fichier.jsonl.gz>  |  npm run restore -- <fichier.jsonl.gz>',
  written: (file: string, rows: number, migrations: number) =>
    `Sauvegarde écrite\u202f: ${file} (${rows} lignes, schéma ${migrations}). / Backup written: ${file} (${rows} rows, schema ${migrations}).`,
  restored: (file: string, rows: number, migrations: number) =>
    `Sauvegarde restaurée\u202f: ${file} (${rows} lignes, schéma ${migrations}, puis migrations du code). / Backup restored: ${file} (${rows} rows, schema ${migrations}, then the code's migrations).`,
  exists: (file: string) => `Le fichier ${file} existe déjà\u202f: une sauvegarde n’en écrase jamais une autre. / ${file} already exists: a backup never overwrites another.`,
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
  unknownTable: (table: string) => `La sauvegarde contient une table inconnue\u202f: ${table}. / The backup holds an unknown table: ${table}.`,
  serverHoldsDatabase:
    'Le serveur tient la base embarquée\u202f: arrêtez-le avant de restaurer, puis redémarrez-le. / The server holds the embedded database: stop it before restoring, then start it again.',
  failed: 'La sauvegarde a échoué\u202f: voyez le journal du serveur. / The backup failed: see the server’s log.',
} as const;
