/**
 * What the operator reads in a terminal: the admin bootstrap (`npm run admin`) and the embedded database's lock. Kept
 * apart from auth.ts, which the sign-in forms load in the browser.
 */

export const adminCliText = {
  usage: 'Usage\u202f: npm run admin -- create <email> <mot de passe>  |  npm run admin -- grant <email>',
  exists: (email: string) => `Un compte existe déjà pour ${email}\u202f: utilisez « grant ».`,
  noAccount: (email: string) => `Aucun compte pour ${email}\u202f: créez-le sur /auth ou avec « create ».`,
  created: (email: string) => `Administrateur créé\u202f: ${email}`,
  granted: (email: string) => `Rôle administrateur accordé à ${email}`,
  failed: 'La commande a échoué\u202f: voyez le journal du serveur.',
  /** After the lock's message, when no server answers on the admin socket. */
  serverHoldsDatabase: 'Le serveur tient la base embarquée\u202f: arrêtez-le, lancez cette commande, puis redémarrez-le.',
} as const;

/** A second process on the same PGlite directory. The code adds the same sentence in English. */
export const dataDirLockedText = (dataDir: string, pid: number) =>
  `La base embarquée de ${dataDir} est déjà ouverte par le processus ${pid}\u202f: arrêtez-le, ou donnez un autre DATA_DIR.`;
