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
  /** 'demo': the Amazon it talks to is the local fake of `npm run amazon:demo`; 'sandbox': Amazon's SP-API sandbox. The pages say so. */
  amazonMode: z.enum(['live', 'sandbox', 'demo']).default('live'),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
