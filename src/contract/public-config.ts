import { z } from 'zod';

/** GET /api/config: the whitelisted settings the browser needs (support contacts, AI credit line). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  /** Digits only. */
  supportWhatsapp: z.string(),
  aiProvider: z.string(),
  aiModel: z.string(),
  /** True when the server has an Amazon Selling Partner API app configured (issue 15); the Amazon buttons are hidden otherwise. */
  amazonConnect: z.boolean().default(false),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
