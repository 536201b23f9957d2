import { z } from 'zod';

/** GET /api/config: the whitelisted settings the browser needs (support contacts, AI credit line). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  /** Digits only. */
  supportWhatsapp: z.string(),
  aiProvider: z.string(),
  aiModel: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
