import { z } from 'zod';
import { AppError } from '../http/errors.js';

/**
 * What we accept on better-auth's endpoints before better-auth sees it. better-auth stores any
 * length of name and turns an object into "[object Object]"; these limits and types are ours.
 * Fields not named here pass through to better-auth, which checks them itself.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254; // RFC 5321's limit for a whole address

const text = (label: string, missing = `${label} is required`) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) });
const email = text('Email', 'Please enter your e-mail address').max(EMAIL_MAX, { message: `Email must be at most ${EMAIL_MAX} characters` });
const name = text('Name', 'Please enter your name')
  .max(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  .refine((value) => value.trim().length > 0, { message: 'Please enter your name.' });
const displayName = text('Display name').max(NAME_MAX, { message: `Display name must be at most ${NAME_MAX} characters` }).nullable();

const BODIES: Record<string, z.ZodType> = {
  '/sign-up/email': z.looseObject({ name, email, display_name: displayName.optional() }),
  '/sign-in/email': z.looseObject({ email }),
  // The reset is answered before better-auth runs it, so its e-mail check has to happen here.
  '/request-password-reset': z.looseObject({ email: email.pipe(z.email({ message: 'Please enter a valid email address' })), redirectTo: text('redirectTo').max(2_000).optional() }),
  '/send-verification-email': z.looseObject({ email }),
  '/update-user': z.looseObject({ name: name.optional(), display_name: displayName.optional() }),
};

/** Throws a 400 naming every bad field, in words the sign-up form can show as they are. */
export function checkAuthBody(endpoint: string, body: unknown) {
  const schema = BODIES[endpoint];
  if (!schema) return;
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const messages = [...new Set(Object.values(fields))].map((m) => (m.endsWith('.') ? m : `${m}.`));
  throw new AppError('VALIDATION_FAILED', messages.join(' '), { fields });
}
