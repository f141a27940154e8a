/**
 * The second step of a sign-in (every staff account, see config/security.ts): its words and messages, and
 * better-auth's two-factor error codes in French. Apart from auth.ts so that the sign-in page loads them only when a
 * sign-in asks for a code.
 */
import { TWO_FACTOR } from '@/config/two-factor';
import { authErrorMessages } from './auth';

export const secondFactorText = {
  heading: 'Vérification en deux étapes',
  intro: 'Ouvrez votre application d’authentification et saisissez le code affiché pour ce compte.',
  codeLabel: 'Code de vérification',
  codeHint:
    'Le code à 6 chiffres de votre application, ou l’un de vos codes de secours si vous n’avez pas votre téléphone.',
  verify: 'Vérifier',
  verifying: 'Vérification...',
  restart: 'Recommencer',
} as const;

export const secondFactorMessages = {
  codeInvalid:
    'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de secours (deux groupes de 5 caractères).',
  codeWrong: 'Ce code n’est pas valable. Vérifiez l’heure de votre téléphone et saisissez le code affiché maintenant.',
  recoveryCodeWrong: 'Ce code de secours n’est pas valable, ou a déjà servi.',
  codeUsed: 'Ce code a déjà servi. Attendez que votre application en affiche un nouveau, puis saisissez-le.',
  codeExpired: 'La vérification a expiré. Saisissez de nouveau votre email et votre mot de passe.',
  codeTooMany: 'Trop de codes erronés. Saisissez de nouveau votre email et votre mot de passe.',
  codeLocked: (minutes: number) =>
    `Trop de codes erronés pour ce compte. Pour le protéger, la vérification est suspendue ${minutes} minutes.`,
} as const;

/** better-auth's error codes with the two-factor ones: what the code step, the enrolment and the server read. */
export const authAndSecondFactorErrors: Record<string, string> = {
  ...authErrorMessages,
  INVALID_CODE: secondFactorMessages.codeWrong,
  CODE_ALREADY_USED: secondFactorMessages.codeUsed,
  INVALID_BACKUP_CODE: secondFactorMessages.recoveryCodeWrong,
  INVALID_TWO_FACTOR_COOKIE: secondFactorMessages.codeExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: secondFactorMessages.codeTooMany,
  ACCOUNT_TEMPORARILY_LOCKED: secondFactorMessages.codeLocked(TWO_FACTOR.lockMinutes),
  TOTP_NOT_ENABLED: secondFactorMessages.codeExpired,
  TOTP_ALREADY_ENABLED: 'La double authentification est déjà activée sur ce compte.',
  TWO_FACTOR_NOT_ENABLED: 'La double authentification n’est pas activée sur ce compte.',
};
