/**
 * Staff passwords (OWASP ASVS 5.0, 6.2): at least 12 characters, and not a common or easily guessed one, as judged by
 * zxcvbn-ts with its list of common passwords (score 3 of 4 at least). Visitors keep SPEC's 6-character rule.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { STAFF_PASSWORD_MIN } from '@/config/security';
import { authMessages } from '@/content/auth';

const MIN_SCORE = 3;
/** zxcvbn's cost grows with the length: past this, more characters only make a password stronger. */
const JUDGED_LENGTH = 32;

let factory: ZxcvbnFactory | undefined;

/** The French reason a staff password is refused, or null when it will do. */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return authMessages.staffPasswordWeak;
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory.check(password.slice(0, JUDGED_LENGTH)).score >= MIN_SCORE ? null : authMessages.staffPasswordWeak;
}
