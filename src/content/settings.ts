/**
 * What the operator reads when a setting is wrong or worth knowing (server/settings.ts): each message in French, then
 * in English, for whoever runs the server. A message never repeats the value it refuses: it may be a secret.
 */
export type Bilingual = { fr: string; en: string };

export const settingsText = {
  title: {
    fr: 'Réglages refusés : le serveur ne démarre pas. Corrigez ces variables d’environnement (ou le fichier .env) :',
    en: 'Settings refused: the server does not start. Fix these environment variables (or the .env file):',
  },
  buildTitle: {
    fr: 'Réglages refusés : la construction s’arrête. Corrigez ces variables d’environnement (ou le fichier .env) :',
    en: 'Settings refused: the build stops. Fix these environment variables (or the .env file):',
  },
  wholeNumber: (min: number, max?: number): Bilingual =>
    max === undefined
      ? { fr: `un nombre entier d’au moins ${min} est attendu`, en: `expected a whole number of at least ${min}` }
      : { fr: `un nombre entier de ${min} à ${max} est attendu`, en: `expected a whole number from ${min} to ${max}` },
  positiveNumber: {
    fr: 'un nombre positif est attendu (décimales permises)',
    en: 'expected a positive number (decimals allowed)',
  },
  oneOf: (choices: readonly string[]): Bilingual => ({
    fr: `valeurs possibles : ${choices.join(', ')}`,
    en: `expected one of: ${choices.join(', ')}`,
  }),
  flag: { fr: '1 pour l’activer, 0 ou rien sinon', en: 'expected 1 to turn it on, 0 or nothing otherwise' },
  url: {
    fr: 'une adresse complète est attendue, par exemple https://www.example.ci',
    en: 'expected a full URL, for example https://www.example.ci',
  },
  siteUrlPath: {
    fr: 'l’adresse du site seule est attendue, sans chemin ni paramètre',
    en: 'expected the site’s origin only, without a path or query',
  },
  postgresUrl: {
    fr: 'une adresse postgres://utilisateur@hôte/base est attendue',
    en: 'expected a postgres://user@host/database URL',
  },
  smtpUrl: { fr: 'une adresse smtp:// ou smtps:// est attendue', en: 'expected an smtp:// or smtps:// URL' },
  smtpMissing: { fr: 'MAIL_TRANSPORT=smtp demande SMTP_URL', en: 'MAIL_TRANSPORT=smtp needs SMTP_URL' },
  email: { fr: 'une adresse email est attendue', en: 'expected an email address' },
  mailbox: {
    fr: 'une adresse email est attendue, seule ou sous la forme "Nom" <adresse>',
    en: 'expected an email address, alone or as "Name" <address>',
  },
  rate: {
    fr: 'le format nombre/secondes est attendu, par exemple 5/600',
    en: 'expected count/seconds, for example 5/600',
  },
  secret: (min: number): Bilingual => ({
    fr: `au moins ${min} caractères sont attendus`,
    en: `expected at least ${min} characters`,
  }),
  dsn: {
    fr: 'une adresse https://clé@hôte/numéro-de-projet est attendue (Sentry, GlitchTip)',
    en: 'expected an https://key@host/project-number DSN (Sentry, GlitchTip)',
  },
  trustProxy: {
    fr: 'ni un nombre de relais, ni une liste d’adresses lisible (loopback, 10.0.0.0/8…)',
    en: 'neither a hop count nor a readable list of addresses (loopback, 10.0.0.0/8…)',
  },
  production: {
    siteUrlMissing: {
      fr: 'obligatoire en production : l’adresse publique du site, en https',
      en: 'required in production: the site’s public URL, over https',
    },
    siteUrlLocal: {
      fr: 'en production, l’adresse publique du site est attendue, en https (ALLOW_HTTP_SITE_URL=1 accepte http ou une adresse locale)',
      en: 'in production, expected the site’s public URL, over https (ALLOW_HTTP_SITE_URL=1 accepts http or a local address)',
    },
    mailMissing: {
      fr: 'obligatoire en production : sans lui, l’équipe ne reçoit aucune demande (MAIL_TRANSPORT=files écrit les mails dans des fichiers, si c’est voulu)',
      en: 'required in production: without it the team receives no request (MAIL_TRANSPORT=files writes mails to files, if that is what you want)',
    },
    notifyMissing: {
      fr: 'obligatoire en production : l’adresse de l’équipe qui reçoit chaque demande',
      en: 'required in production: the team address that receives each request',
    },
    testOnly: { fr: 'réservé aux tests : jamais en production', en: 'for tests only: never in production' },
    /** The build's static pages carry another SITE_URL than the server's. */
    builtFor: (built: string): Bilingual => ({
      fr: `les pages statiques ont été construites pour ${built} : relancez npm run build avec ce SITE_URL`,
      en: `the static pages were built for ${built}: run npm run build again with this SITE_URL`,
    }),
  },
  /** What the overview and the readiness detail say while a setting deserves a look. */
  notices: {
    mailFiles:
      'Les mails ne partent pas\u202f: ils sont écrits dans des fichiers sur le serveur (MAIL_TRANSPORT=files ou SMTP_URL absent).',
    twoFactorOptional:
      'La double authentification du personnel est facultative (STAFF_2FA=optional)\u202f: à réserver à une première installation.',
  },
} as const;
