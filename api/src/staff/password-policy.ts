// What a new password must be (NIST SP 800-63B): at least 12 characters, at most 256, no composition rules, and
// not one of the most common passwords (also with digits or symbols added at the end: 'password2024!').
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

const COMMON = new Set(COMMON_PASSWORDS.split('\n').filter((line) => line !== ''));

/** Why a password is refused, for the person choosing it; null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  // Characters as people count them: an emoji or an accented letter is one.
  const length = [...password.normalize('NFC')].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (COMMON.has(lower) || COMMON.has(stem) || /^(.)\1*$/u.test(lower)) {
    return 'This password is among the most common ones; choose another';
  }
  const localPart = email?.toLowerCase().split('@')[0];
  if (localPart !== undefined && localPart.length >= 4 && stem === localPart) {
    return 'The password must not be your e-mail address';
  }
  return null;
}
