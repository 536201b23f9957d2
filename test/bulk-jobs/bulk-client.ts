import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bulkJobSchema, type BulkJob } from '../../src/contract/bulk-jobs.js';
import { ensureUsageRow } from '../../src/server/credits/usage.js';
import type { DB, Role } from '../../src/server/db/schema.js';
import { createLlmEngine } from '../../src/writer/llm/llm-engine.js';
import { until } from '../support/poll.js';
import { signedInTestUser } from '../support/users.js';

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: { field: string; filename?: string; content: Buffer | string | Uint8Array; type?: string }[]) {
  const boundary = `----listcraft${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in seller with `credits` this month, and calls to the bulk-job API as that seller. */
export async function bulkSeller(app: () => FastifyInstance, db: Kysely<DB>, options: { credits?: number; role?: Role } = {}) {
  const user = await signedInTestUser(app(), db, options.role ?? 'user');
  if (options.credits !== undefined) {
    await ensureUsageRow(db, user.id, new Date());
    await db.updateTable('user_usage').set({ max_half_credits: options.credits * 2 }).where('user_id', '=', user.id).execute();
  }
  const headers = { authorization: `Bearer ${user.token}`, 'x-forwarded-for': `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const seller = {
    ...user,
    headers,
    call: (method: 'GET' | 'POST', url: string) => app().inject({ method, url, headers }),
    upload: (fileName: string, content: Buffer | string | Uint8Array, query = '') => {
      const body = multipart([{ field: 'file', filename: fileName, content }]);
      return app().inject({ method: 'POST', url: `/api/bulk-jobs${query}`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
    },
    job: async (id: string): Promise<BulkJob> => bulkJobSchema.parse((await seller.call('GET', `/api/bulk-jobs/${id}`)).json()),
    /** Polls the job until it has ended (finished or cancelled). */
    ended: (id: string, timeoutMs = 60_000) =>
      until(async () => {
        const job = await seller.job(id);
        return job.status === 'finished' || job.status === 'cancelled' ? job : undefined;
      }, `bulk job ${id} to end`, timeoutMs, 100),
  };
  return seller;
}

export const ledgerOf = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('usage_ledger').select(['id', 'kind', 'status', 'half_credits', 'refund_of', 'listing_id']).where('user_id', '=', userId).orderBy('id').execute();

export const usedHalfCredits = async (db: Kysely<DB>, userId: string) =>
  (await db.selectFrom('user_usage').select('used_half_credits').where('user_id', '=', userId).executeTakeFirstOrThrow()).used_half_credits;

/** The LLM engine against the local OpenAI-compatible server, failing fast (one attempt). */
export const testLlmEngine = (baseUrl: string) =>
  createLlmEngine({
    settings: { provider: 'openai-compatible', model: 'test-model', apiKey: 'sk-test-0123456789abcdef', baseUrl, timeoutMs: 10_000 },
    attempts: 1,
    baseDelayMs: 10,
  });
