/** SPEC §5 validation, shared by the registration, sign-in and reset-password forms. */
export const PASSWORD_MIN = 6;

export const MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match',
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  unexpected: 'An unexpected error occurred',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

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
  if (input.password.length < PASSWORD_MIN) errors.password = MESSAGES.passwordTooShort;
  else if (input.password !== input.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}

/** The reset-password page: length first, then the match. Null when fine. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (password !== confirm) return MESSAGES.passwordsDiffer;
  return null;
}
