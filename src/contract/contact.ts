import { z } from 'zod';
import { emailAddressSchema } from './accounts.js';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { message: `${label} is required` }).max(max, { message: `${label} must be at most ${max} characters` }));

/** SPEC §7 POST /api/contact body. */
export const contactBodySchema = z.object({
  name: required('Name', 200),
  email: z.string({ message: 'Email is required' }).trim().pipe(emailAddressSchema.max(320)),
  subject: required('Subject', 200),
  message: required('Message', 5_000),
  /** Honeypot: people never see this field, bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** POST /api/contact's 201. */
export const contactAnswerSchema = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
