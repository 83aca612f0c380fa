import { SIGNUP_MESSAGES } from '@plaudit/api-client/schemas';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../http/errors';

/**
 * The product's password rules (README "Password rules"): at least PASSWORD_MIN characters (the
 * request schema checks length), not the user's own e-mail address, and not one of the ~49,000
 * passwords most often found in breached password lists (bundled with @zxcvbn-ts/language-common,
 * compared case-insensitively, no network call). No composition rules: a long phrase is better
 * than a short password with a digit and a symbol.
 */
let breached: Set<string> | undefined;

function breachedPasswords(): Set<string> {
  breached ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return breached;
}

/** Why a new password is refused, or null when it may be used. */
export function newPasswordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (email && lower.trim() === email.trim().toLowerCase()) return SIGNUP_MESSAGES.sameAsEmail;
  if (breachedPasswords().has(lower)) return SIGNUP_MESSAGES.breached;
  return null;
}

/** 400 with the reason when a new password breaks the rules. */
export function requireAcceptablePassword(password: string, email?: string): void {
  const problem = newPasswordProblem(password, email);
  if (problem) throw badRequest(problem);
}
