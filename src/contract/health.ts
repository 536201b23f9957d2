import { z } from 'zod';
import { errorSchema } from './errors.js';

const databaseKind = z.enum(['pglite', 'postgres']);

/** GET /api/health when the database answers. */
export const healthySchema = z.object({
  status: z.literal('ok'),
  database: databaseKind,
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Healthy = z.infer<typeof healthySchema>;

/** GET /api/health's 503: the error body, naming the database that does not answer. */
export const unhealthySchema = errorSchema.extend({ database: databaseKind });
export type Unhealthy = z.infer<typeof unhealthySchema>;
