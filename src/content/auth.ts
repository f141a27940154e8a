/** Messages of the sign-in page and the user menu (SPEC §5, §8), reproduced exactly where SPEC quotes them. */
import type { PageIntro } from './pages';

/** The sign-in page's path: pages.ts names it, and the client forms read it here without the other pages' texts. */
export const SIGN_IN_PATH = '/auth';

export const authMessages = {
  required: 'Veuillez remplir tous les champs',
  emailLabel: 'Email',
  passwordLabel: 'Mot de passe',
  confirmLabel: 'Confirmer le mot de passe',
  passwordHint: (min: number) => `Au moins ${min} caractères.`,
  mismatch: 'Les mots de passe ne correspondent pas',
  tooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  tooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  invalidCredentials: 'Email ou mot de passe incorrect',
  signInErrorTitle: 'Erreur de connexion',
  signUpErrorTitle: "Erreur d'inscription",
  existingTitle: 'Compte existant',
  existing: 'Un compte avec cet email existe déjà. Essayez de vous connecter.',
  signInSuccessTitle: 'Connexion réussie',
  signInSuccess: 'Vous êtes maintenant connecté',
  signUpSuccessTitle: 'Inscription réussie',
  signUpSuccess: 'Vérifiez votre email pour confirmer votre compte',
  notVerified:
    'Votre adresse email n’est pas encore confirmée. Ouvrez le lien reçu par email, ou demandez un nouvel envoi.',
  resend: 'Renvoyer l’email de confirmation',
  resentTitle: 'Email envoyé',
  resent: 'Un nouveau lien de confirmation vous a été envoyé. Pensez à vérifier vos courriers indésirables.',
  tooManyTitle: 'Trop de tentatives',
  tooMany: (seconds: number) =>
    `Pour protéger votre compte, patientez ${seconds} seconde${seconds > 1 ? 's' : ''} avant de réessayer.`,
  /** A staff account's password (back-office): longer, and not a common one. */
  staffPasswordWeak:
    'Pour un compte du personnel, choisissez au moins 12 caractères, et pas un mot de passe courant ou facile à deviner (une phrase de plusieurs mots convient).',
  /** An address locked after too many failed sign-ins (whether or not it has an account). */
  addressLocked: (minutes: number) =>
    `Trop de tentatives de connexion pour cette adresse. Pour protéger votre compte, patientez ${minutes} minute${minutes > 1 ? 's' : ''} avant de réessayer.`,
  unavailable: 'Le service de connexion est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  unknown: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  invalidForm: 'Le formulaire envoyé est invalide. Rechargez la page et réessayez.',
  tooLarge: 'Le formulaire envoyé est trop volumineux.',
  /** A body that is not JSON, the one format the site's forms send (415). */
  jsonOnly: 'Le formulaire doit être envoyé depuis les pages du site. Rechargez la page et réessayez.',
  sessionExpired: 'Votre session a expiré\u202f: reconnectez-vous pour continuer.',
  signedOutTitle: 'Vous êtes déconnecté',
  signOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
  confirmedTitle: 'Adresse confirmée',
  confirmed: 'Votre compte est activé et vous êtes connecté.',
  linkInvalidTitle: 'Lien invalide ou expiré',
  linkInvalid: 'Ce lien de confirmation n’est plus valable. Connectez-vous pour en recevoir un nouveau.',
} as const;

/** The words of the sign-in and sign-up forms of /auth, beside their messages above. */
export const authFormText = {
  tabsLabel: 'Connexion ou inscription',
  signInTab: 'Connexion',
  signUpTab: 'Inscription',
  signIn: 'Se connecter',
  signingIn: 'Connexion...',
  signUp: 'Créer mon compte',
  signingUp: 'Inscription...',
  resending: 'Envoi...',
  confirmationSent: (email: string) =>
    `Un email de confirmation a été envoyé à ${email}. Ouvrez le lien qu’il contient pour activer votre compte.`,
} as const;

/** The header's account menu. The header passes them, with the messages it shows, from the server. */
export const userMenuText = {
  /** Read before the account's name, which is the button's visible text. */
  account: 'Compte\u202f: ',
  admin: 'Administration',
  signOut: 'Se déconnecter',
  signingOut: 'Déconnexion...',
} as const;

/** The two pages of a forgotten password, reached from the sign-in form. Not in SPEC: what a visitor expects. */
export const passwordResetPages = {
  request: {
    path: '/auth/mot-de-passe-oublie',
    title: 'Mot de passe oublié',
    heading: 'Mot de passe oublié',
    metaDescription: 'Recevez par email un lien pour choisir un nouveau mot de passe.',
    intro: 'Indiquez l’adresse de votre compte\u202f: nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  },
  choose: {
    path: '/auth/nouveau-mot-de-passe',
    title: 'Nouveau mot de passe',
    heading: 'Nouveau mot de passe',
    metaDescription: 'Choisissez un nouveau mot de passe pour votre compte.',
    intro: 'Choisissez le nouveau mot de passe de votre compte. Les sessions ouvertes ailleurs seront fermées.',
  },
} as const satisfies Record<string, PageIntro>;

export const passwordResetText = {
  forgotLink: 'Mot de passe oublié\u202f?',
  send: 'Envoyer le lien',
  sending: 'Envoi...',
  sentTitle: 'Email envoyé',
  sent: 'Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Il est valable une heure. Pensez à vérifier vos courriers indésirables.',
  passwordLabel: 'Nouveau mot de passe',
  save: 'Enregistrer le mot de passe',
  saving: 'Enregistrement...',
  doneTitle: 'Mot de passe modifié',
  done: 'Connectez-vous avec votre nouveau mot de passe.',
  errorTitle: 'Réinitialisation impossible',
  invalidTitle: 'Lien invalide ou expiré',
  invalid: 'Ce lien de réinitialisation n’est plus valable. Demandez-en un nouveau\u202f: il sera valable une heure.',
  requestAgain: 'Demander un nouveau lien',
  backToSignIn: 'Retour à la connexion',
} as const;

/**
 * better-auth's error codes, in French. The service speaks English; the visitor reads these. A code missing here
 * falls back to `authMessages.unknown`, never to the English text.
 */
export const authErrorMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  INVALID_PASSWORD: authMessages.invalidCredentials,
  USER_NOT_FOUND: authMessages.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: authMessages.invalidCredentials,
  INVALID_EMAIL: authMessages.emailInvalid,
  PASSWORD_TOO_SHORT: authMessages.tooShort,
  PASSWORD_TOO_LONG: authMessages.tooLong,
  EMAIL_NOT_VERIFIED: authMessages.notVerified,
  INVALID_TOKEN: passwordResetText.invalid,
  USER_ALREADY_EXISTS: authMessages.existing,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authMessages.existing,
  EMAIL_ALREADY_VERIFIED: 'Cette adresse est déjà confirmée : vous pouvez vous connecter.',
  FAILED_TO_CREATE_USER: 'Le compte n’a pas pu être créé. Veuillez réessayer.',
  FAILED_TO_CREATE_SESSION: authMessages.unavailable,
  SESSION_EXPIRED: authMessages.sessionExpired,
  INVALID_ORIGIN: 'La demande ne vient pas de ce site. Rechargez la page et réessayez.',
  MISSING_OR_NULL_ORIGIN: 'La demande ne vient pas de ce site. Rechargez la page et réessayez.',
};
