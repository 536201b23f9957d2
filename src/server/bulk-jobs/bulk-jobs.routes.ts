import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_JOB_LIMITS,
  BULK_PROGRESS_EVENT,
  bulkJobListSchema,
  bulkJobParamsSchema as params,
  bulkJobSchema,
  bulkJobSummarySchema,
  bulkProgressEventSchema,
  bulkResultQuerySchema,
  bulkTemplateQuerySchema,
} from '../../contract/bulk-jobs.js';
import { errorResponses } from '../../contract/errors.js';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../../rules/index.js';
import { currentUser, ownedRouteHooks, type OwnedRoutesOptions } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import { endedOnClose } from '../http/event-stream.js';
import type { JobQueue } from '../queue/job-queue.js';
import { createJob, jobDetail, jobSummary, listJobs, ownJob } from './bulk-job-store.js';
import { BULK_ROW_QUEUE, queueRows } from './bulk-worker.js';
import { cancelJob } from './cancel-job.js';
import type { BulkJobChanges } from './job-changes.js';
import { listcraftTemplate, MAX_FILE_BYTES, parseListingFile, type ResultFile } from './files/index.js';
import { streamProgress } from './progress-stream.js';
import { jobResultFile } from './result-file.js';
import { startJob } from './start-job.js';
import { uploadError } from '../uploads/multipart-file.js';
import { LISTING_FILE_WORDS, uploadedListingFile } from './upload.js';

const uploadQuerySchema = z.object({
  marketplace: z.enum(MARKETPLACES).default(DEFAULT_MARKETPLACE).describe('For rows that name no marketplace (the file’s own, if it names one, wins)'),
});

/** A file download; the name is ASCII-safe, with the UTF-8 name beside it (RFC 6266). */
function sendFile(reply: FastifyReply, file: ResultFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(file.bytes));
}

export const bulkJobRoutes: FastifyPluginAsyncZod<
  OwnedRoutesOptions & { database: Database; queue: JobQueue; changes: BulkJobChanges; now: () => Date }
> = async (app, options) => {
  const { database, queue, changes, now } = options;
  const { db } = database;
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });
  app.setErrorHandler((error) => {
    throw uploadError(error as FastifyError, LISTING_FILE_WORDS);
  });
  const open = endedOnClose(app);

  const { reads, writes } = ownedRouteHooks(options);
  const tags = ['bulk jobs'];
  const userId = (request: FastifyRequest) => currentUser(request).id;

  app.get(
    '/bulk-jobs',
    { onRequest: reads, schema: { tags, summary: 'The signed-in user’s bulk jobs, newest first (the latest 50)', response: { 200: bulkJobListSchema, ...errorResponses(401) } } },
    async (request) => ({ jobs: await listJobs(db, userId(request), now()) }),
  );

  app.post(
    '/bulk-jobs',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: `Upload a CSV or XLSX file of up to ${BULK_JOB_LIMITS.listings.toLocaleString('en-US')} listings (multipart/form-data, field "file"): each row is checked and the job waits, uncharged, to be started`,
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 201: bulkJobSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const file = await uploadedListingFile(request);
      const parsed = await parseListingFile(file);
      const id = await createJob(db, { userId: userId(request), fileName: file.fileName, parsed, marketplace: request.query.marketplace, now: now() });
      return reply.status(201).send(await jobDetail(db, userId(request), id, now()));
    },
  );

  app.get(
    '/bulk-jobs/template',
    {
      onRequest: reads,
      schema: { tags, summary: 'Listcraft’s bulk template, as CSV or XLSX', querystring: bulkTemplateQuerySchema, response: errorResponses(400, 401) },
    },
    async (request, reply) => sendFile(reply, await listcraftTemplate(request.query.format)),
  );

  app.get(
    '/bulk-jobs/:id',
    { onRequest: reads, schema: { tags, summary: 'A bulk job with its rows, their status, errors and listings', params, response: { 200: bulkJobSchema, ...errorResponses(401, 404) } } },
    async (request) => jobDetail(db, userId(request), request.params.id, now()),
  );

  app.post(
    '/bulk-jobs/:id/start',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Start a job: 1 credit per listing is taken and the rows are queued (402 with SPEC’s credits message when the balance is short; 409 once started)',
        params,
        response: { 200: bulkJobSummarySchema, ...errorResponses(401, 402, 404, 409, 429) },
      },
    },
    async (request) => {
      const jobId = request.params.id;
      await startJob(db, { userId: userId(request), jobId, now: now(), queueRows: (trx, id, rows) => queueRows(queue, trx, id, rows) });
      queue.wake(BULK_ROW_QUEUE);
      return jobSummary(await ownJob(db, userId(request), jobId), now());
    },
  );

  app.post(
    '/bulk-jobs/:id/cancel',
    {
      onRequest: writes,
      schema: { tags, summary: 'Cancel the rows that have not started; their credits are refunded', params, response: { 200: bulkJobSummarySchema, ...errorResponses(401, 404, 409, 429) } },
    },
    async (request) => {
      await cancelJob(db, { userId: userId(request), jobId: request.params.id, now: now() });
      return jobSummary(await ownJob(db, userId(request), request.params.id), now());
    },
  );

  app.get(
    '/bulk-jobs/:id/events',
    {
      onRequest: reads,
      schema: {
        tags,
        summary: `Server-sent events: a \`${BULK_PROGRESS_EVENT}\` event with the job's counts and time remaining, again after every row; ends once the job has`,
        params,
        produces: ['text/event-stream'],
        response: { 200: bulkProgressEventSchema.describe(`The data of each \`${BULK_PROGRESS_EVENT}\` event`) },
      },
    },
    async (request, reply) => streamProgress(request, reply, { db, changes, open, userId: userId(request), jobId: request.params.id, now }),
  );

  app.get(
    '/bulk-jobs/:id/result',
    {
      onRequest: reads,
      schema: {
        tags,
        summary:
          'The result in the uploaded file’s columns: an Amazon template exactly as its own columns (tab-delimited .txt, or its sheet), ready for Seller Central; Listcraft’s template with status, score and changes columns added',
        params,
        querystring: bulkResultQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => sendFile(reply, await jobResultFile(db, { userId: userId(request), jobId: request.params.id, format: request.query.format })),
  );

  app.get(
    '/bulk-jobs/:id/report',
    {
      onRequest: reads,
      schema: {
        tags,
        summary: 'The report of a job: one line per row of the file with its SKU, status, audit score before and after, changes and messages (CSV or XLSX)',
        params,
        querystring: bulkResultQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) =>
      sendFile(reply, await jobResultFile(db, { userId: userId(request), jobId: request.params.id, format: request.query.format ?? 'csv', report: true })),
  );
};
