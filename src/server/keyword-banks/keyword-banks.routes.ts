import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors.js';
import {
  addKeywordSchema,
  createKeywordBankSchema,
  KEYWORD_BANK_LIMITS,
  keywordBankListSchema,
  keywordBankParamsSchema as params,
  keywordBankSchema,
  keywordImportAnswerSchema,
  keywordParamsSchema,
  pasteKeywordsSchema,
  renameKeywordBankSchema,
  storedKeywordSchema,
  updateKeywordSchema,
} from '../../contract/keyword-banks.js';
import { currentUser, ownedRouteHooks, type OwnedRoutesOptions } from '../accounts/session-guard.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { uploadedFile, uploadError, type UploadWords } from '../uploads/multipart-file.js';
import { parseKeywordFile, parseKeywordText, tooBig } from './import/parse.js';
import {
  addKeyword,
  assertOwnBank,
  createBank,
  deleteBank,
  deleteKeyword,
  getBank,
  importKeywords,
  listBanks,
  renameBank,
  SOURCE_PASTED,
  sourceName,
  updateKeyword,
} from './keyword-bank-store.js';

const PASTE_TOO_LONG = 'The pasted text is too long: split it into smaller pastes';
/**
 * The JSON body of a paste may be several bytes per character (accents, CJK, escaped quotes and
 * tabs), so the byte limit sits well above the character limit; the schema's character limit is
 * the one a seller meets, with its own message.
 */
const PASTE_BODY_BYTES = KEYWORD_BANK_LIMITS.pasteChars * 3 + 64 * 1024;

/** The keyword import's messages for the shared upload machinery. */
const EXPORT_WORDS: UploadWords = {
  howToSend: 'Upload the export as multipart/form-data, in a field named "file".',
  oneAtATime: 'Upload one file at a time, in a field named "file".',
  noFile: 'No file was uploaded. Choose the export from your keyword tool and send it in a field named "file".',
  wrongField: (used) => `Send the export in a field named "file" (this upload used "${used}").`,
  tooLarge: tooBig,
  bodyTooLarge: () => new AppError('PAYLOAD_TOO_LARGE', `${PASTE_TOO_LONG}.`),
};

export const keywordBankRoutes: FastifyPluginAsyncZod<OwnedRoutesOptions & { database: Database; now: () => Date }> = async (app, options) => {
  const { database, now } = options;
  const { db } = database;
  // Only this plugin reads multipart bodies, and never more than one file of the import limit.
  await app.register(multipart, {
    limits: { fileSize: KEYWORD_BANK_LIMITS.fileBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });
  app.setErrorHandler((error) => {
    throw uploadError(error as FastifyError, EXPORT_WORDS);
  });

  // As for listings: refused before the body is read, by the session token alone when it is over budget.
  const { reads, writes } = ownedRouteHooks(options);
  const tags = ['keyword banks'];
  const userId = (request: FastifyRequest) => currentUser(request).id;

  app.get(
    '/keyword-banks',
    { onRequest: reads, schema: { tags, summary: 'The signed-in user’s keyword banks, most recently changed first', response: { 200: keywordBankListSchema, ...errorResponses(401) } } },
    async (request) => ({ banks: await listBanks(db, userId(request)) }),
  );

  app.post(
    '/keyword-banks',
    {
      onRequest: writes,
      schema: { tags, summary: 'Create an empty keyword bank', body: createKeywordBankSchema, response: { 201: keywordBankSchema, ...errorResponses(400, 401, 409, 429) } },
    },
    async (request, reply) => reply.status(201).send(await createBank(db, userId(request), request.body.name, now())),
  );

  app.get(
    '/keyword-banks/:id',
    { onRequest: reads, schema: { tags, summary: 'One keyword bank with its keywords, highest volume first', params, response: { 200: keywordBankSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => getBank(db, userId(request), request.params.id),
  );

  app.patch(
    '/keyword-banks/:id',
    {
      onRequest: writes,
      schema: { tags, summary: 'Rename a keyword bank', params, body: renameKeywordBankSchema, response: { 200: keywordBankSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => renameBank(db, userId(request), request.params.id, request.body.name, now()),
  );

  app.delete(
    '/keyword-banks/:id',
    { onRequest: writes, schema: { tags, summary: 'Delete a keyword bank and its keywords', params, response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) } } },
    async (request, reply) => {
      await deleteBank(db, userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/keyword-banks/:id/keywords',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Add a keyword by hand (409 if the bank has it in another spelling)',
        params,
        body: addKeywordSchema,
        response: { 201: storedKeywordSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await addKeyword(db, userId(request), request.params.id, request.body, now())),
  );

  app.patch(
    '/keyword-banks/:id/keywords/:keywordId',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Change a keyword’s priority (must-have, normal, excluded) or volume',
        params: keywordParamsSchema,
        body: updateKeywordSchema,
        response: { 200: storedKeywordSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => updateKeyword(db, userId(request), request.params.id, request.params.keywordId, request.body, now()),
  );

  app.delete(
    '/keyword-banks/:id/keywords/:keywordId',
    { onRequest: writes, schema: { tags, summary: 'Delete a keyword', params: keywordParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) } } },
    async (request, reply) => {
      await deleteKeyword(db, userId(request), request.params.id, request.params.keywordId, now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/keyword-banks/:id/import',
    {
      onRequest: writes,
      schema: {
        tags,
        summary: `Import a CSV, TSV or XLSX export (multipart/form-data, field "file", at most ${KEYWORD_BANK_LIMITS.fileBytes / 1024 / 1024} MB and ${KEYWORD_BANK_LIMITS.rows.toLocaleString('en-US')} rows) and merge it into the bank`,
        consumes: ['multipart/form-data'],
        params,
        response: { 200: keywordImportAnswerSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      // The bank is checked before the upload is read: another user's id costs no parsing.
      await assertOwnBank(db, userId(request), request.params.id);
      const file = await uploadedFile(request, EXPORT_WORDS);
      const parsed = await parseKeywordFile(file);
      return importKeywords(db, { userId: userId(request), bankId: request.params.id, parsed, source: sourceName(file.name), now: now() });
    },
  );

  app.post(
    '/keyword-banks/:id/import-text',
    {
      onRequest: writes,
      bodyLimit: PASTE_BODY_BYTES,
      schema: {
        tags,
        summary: 'Import a pasted table or list (one keyword per line, a volume after a comma or tab) and merge it into the bank',
        params,
        body: pasteKeywordsSchema,
        response: { 200: keywordImportAnswerSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      await assertOwnBank(db, userId(request), request.params.id);
      const parsed = parseKeywordText(request.body.text);
      return importKeywords(db, { userId: userId(request), bankId: request.params.id, parsed, source: SOURCE_PASTED, now: now() });
    },
  );
};
