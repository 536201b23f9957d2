import { z } from 'zod';

export const roleSchema = z.enum(['owner', 'admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** SPEC §3 usage view, in credits: GET /api/usage, and every `usage` event of /api/usage/stream. */
export const usageSchema = z.object({
  used: z.number(),
  total: z.number(),
  remaining: z.number(),
  resetDate: z.string().describe('ISO time of the next monthly reset; far in the future for unlimited accounts.'),
  role: roleSchema,
});
export type Usage = z.infer<typeof usageSchema>;

/** The name of the server-sent event that carries a usage view on /api/usage/stream. */
export const USAGE_EVENT = 'usage';
/** The data of a `usage` event: the whole view, again after every change. */
export const usageEventSchema = usageSchema;
export type UsageEvent = z.infer<typeof usageEventSchema>;
