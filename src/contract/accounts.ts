import { z } from 'zod';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from './account-rules.js';

export * from './account-rules.js';

/**
 * The parts of /api/auth/* that are ours rather than better-auth's: the limits and types we check
 * before better-auth sees a body, and the answers we write ourselves so that they read the same
 * whether or not an address has an account. Fields not named here pass through to better-auth.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254; // RFC 5321's limit for a whole address

const text = (label: string, missing = `${label} is required`) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) });
const email = text('Email', 'Please enter your e-mail address').max(EMAIL_MAX, { message: `Email must be at most ${EMAIL_MAX} characters` });
const name = text('Name', 'Please enter your name')
  .max(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  .refine((value) => value.trim().length > 0, { message: 'Please enter your name.' });
/** An e-mail address by SPEC §5's rule (account-rules.ts); the web's forms check the same pattern. */
export const emailAddressSchema = z.email({ pattern: EMAIL_PATTERN, message: ACCOUNT_MESSAGES.emailInvalid });
const displayName = text('Display name').max(NAME_MAX, { message: `Display name must be at most ${NAME_MAX} characters` }).nullable();

export const signUpBodySchema = z.looseObject({ name, email, display_name: displayName.optional() });
export const signInBodySchema = z.looseObject({ email });
export const passwordResetRequestBodySchema = z.looseObject({
  email: email.pipe(emailAddressSchema),
  redirectTo: text('redirectTo').max(2_000).optional(),
});
export const verificationResendBodySchema = z.looseObject({ email });
export const updateUserBodySchema = z.looseObject({ name: name.optional(), display_name: displayName.optional() });

/** Our checks, by better-auth endpoint (the path under /api/auth). */
export const AUTH_BODY_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  '/sign-up/email': signUpBodySchema,
  '/sign-in/email': signInBodySchema,
  // The reset is answered before better-auth runs it, so its e-mail check has to happen here.
  '/request-password-reset': passwordResetRequestBodySchema,
  '/send-verification-email': verificationResendBodySchema,
  '/update-user': updateUserBodySchema,
};

/** POST /api/auth/request-password-reset: the answer, whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ status: z.literal(true), message: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** POST /api/auth/sign-up/email's 200: the same for a new and an already-registered address. */
export const signUpAnswerSchema = z.object({
  token: z.null(),
  user: z.object({ name: z.string(), email: z.string(), display_name: z.string().nullable(), emailVerified: z.literal(false) }),
});
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;
