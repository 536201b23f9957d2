import { AUTH_BODY_SCHEMAS } from '../../contract/accounts.js';
import { AppError } from '../http/errors.js';

/**
 * Checks a body for one of better-auth's endpoints against our own limits and types
 * (src/contract/accounts.ts) before better-auth sees it. Throws a 400 naming every bad field, in
 * words the sign-up form can show as they are.
 */
export function checkAuthBody(endpoint: string, body: unknown) {
  const schema = AUTH_BODY_SCHEMAS[endpoint];
  if (!schema) return;
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) {
    // A missing body is read as {} above, so the form's missing fields are named; where every field
    // is optional (update-user) that passes, and better-auth would refuse it in its own words.
    if (body === undefined || body === null) throw new AppError('VALIDATION_FAILED', 'Send the fields to change as a JSON object.', { fields: { body: 'is missing' } });
    return;
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const messages = [...new Set(Object.values(fields))].map((m) => (m.endsWith('.') ? m : `${m}.`));
  throw new AppError('VALIDATION_FAILED', messages.join(' '), { fields });
}
