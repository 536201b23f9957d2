import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerResponse } from 'node:http';
import { BULK_PROGRESS_EVENT, type BulkProgress } from '../../contract/bulk-jobs.js';
import type { DB } from '../db/schema.js';
import { openEventStream, type EventStream } from '../http/event-stream.js';
import { JOB_COLUMNS, jobSummary, ownJob } from './bulk-job-store.js';
import type { BulkJobChanges } from './job-changes.js';

const HEARTBEAT_MS = 25_000;
/** Rows finishing together (several workers) become one event. */
const COALESCE_MS = 100;
const ENDED = new Set(['finished', 'cancelled']);

/**
 * `GET /api/bulk-jobs/:id/events`: a `progress` event with the job's summary (done, failed, left,
 * time remaining) at once, then after every change, from any process. The stream ends after the
 * event that shows the job ended.
 */
export async function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Kysely<DB>; changes: BulkJobChanges; open: Set<ServerResponse>; userId: string; jobId: string; now: () => Date },
): Promise<void> {
  const { db, now } = deps;
  const job = await ownJob(db, deps.userId, deps.jobId);
  let stream: EventStream | null = null;
  let pending = false;
  const send = (progress: BulkProgress) => {
    stream?.send(BULK_PROGRESS_EVENT, progress);
    if (ENDED.has(progress.status)) stream?.end();
  };
  const read = () =>
    db
      .selectFrom('bulk_jobs')
      .select(JOB_COLUMNS)
      .where('id', '=', job.id)
      .executeTakeFirst()
      .then((row) => row && send(jobSummary(row, now())))
      .catch((error) => request.log.warn({ err: error }, 'bulk progress read failed'));
  // Subscribe before the first read, so a change in between is never lost.
  const unsubscribe = await deps.changes.subscribe(job.id, () => {
    if (pending || !stream) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      void read();
    }, COALESCE_MS);
  });
  stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, open: deps.open, onClose: unsubscribe });
  await read();
}
