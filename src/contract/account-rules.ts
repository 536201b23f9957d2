/**
 * SPEC §5's rules for an e-mail address and a password, in one place for the server (its request
 * schemas in accounts.ts and contact.ts, better-auth's length limits) and the web's forms, which
 * check them before sending. Plain values and functions, no zod: the sign-in modal is on every
 * page, and the schemas stay out of that bundle.
 */

/** SPEC §5: at least 6 characters. The upper bound keeps a hash's input (argon2) small. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * An address with a local part, an @, and a domain of dotted labels ending in two or more letters:
 * zod's own e-mail pattern (zod 4, `z.regexes.email`), which the server schemas pass to `z.email`.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const ACCOUNT_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
} as const;

/** Whether the text (spaces around it aside) is an e-mail address the server takes. */
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());

/** What is wrong with a new password, or null when the server will take it. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}
