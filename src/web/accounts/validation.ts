import { ACCOUNT_MESSAGES, isEmailAddress, passwordProblem } from '../../contract/account-rules';

/**
 * SPEC §5 validation, shared by the registration, sign-in and reset-password forms. The e-mail and
 * password rules and their words are the server's (src/contract/account-rules.ts).
 */

export const MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  passwordRequired: 'Please enter your password.',
  passwordTooShort: ACCOUNT_MESSAGES.passwordTooShort,
  passwordTooLong: ACCOUNT_MESSAGES.passwordTooLong,
  passwordsDiffer: 'Passwords do not match',
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  unexpected: 'An unexpected error occurred',
} as const;

export const isEmail = isEmailAddress;

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationInput, string>>;

export function validateRegistration(input: RegistrationInput): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!input.name.trim()) errors.name = MESSAGES.nameRequired;
  if (!isEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  else if (input.password !== input.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}

/** The reset-password page: length first, then the match. Null when fine. */
export function validateNewPassword(password: string, confirm: string): string | null {
  const problem = passwordProblem(password);
  if (problem) return problem;
  if (password !== confirm) return MESSAGES.passwordsDiffer;
  return null;
}
