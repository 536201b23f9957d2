import crypto from 'node:crypto';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorSchema } from '../../src/contract/errors.js';
import {
  KEYWORD_BANK_LIMITS,
  keywordBankListSchema,
  keywordBankSchema,
  keywordImportAnswerSchema,
  storedKeywordSchema,
  type KeywordBank,
} from '../../src/contract/keyword-banks.js';
import { generateResultSchema } from '../../src/contract/optimizer-api.js';
import { bankKey } from '../../src/rules/keyword-bank/bank-keyword.js';
import { expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput } from '../optimizer/fixtures.js';

const FIXTURES = new URL('../fixtures/keyword-exports/', import.meta.url);
const fixtureBytes = (name: string) => fs.readFileSync(new URL(name, FIXTURES));
const ROOMY = { max: 10_000, windowMs: 60_000 };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: { field: string; filename?: string; content: Buffer | string; type?: string }[]) {
  const boundary = `----listcraft${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function seller(app: FastifyInstance, db: Parameters<typeof signedInTestUser>[1]) {
  const user = await signedInTestUser(app, db);
  const headers = { authorization: `Bearer ${user.token}` };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object | string) =>
    app.inject({ method, url, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) });
  const upload = (bankId: string, filename: string, content: Buffer | string, field = 'file') => {
    const body = multipart([{ field, filename, content }]);
    return app.inject({ method: 'POST', url: `/api/keyword-banks/${bankId}/import`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
  };
  const createBank = async (name = 'Dog beds') => expectContract(keywordBankSchema, (await call('POST', '/api/keyword-banks', { name })).json());
  return { ...user, headers, call, upload, createBank };
}

describe('keyword banks API', () => {
  const t = useTestApp({}, { limits: { keywordBankWritesPerUser: ROOMY, keywordBankWritesPerSession: ROOMY } });
  const db = () => t().testDb.database.db;

  it('creates, lists, renames, edits keywords by hand, and deletes', async () => {
    const s = await seller(t().app, db());
    const created = await s.call('POST', '/api/keyword-banks', { name: '  Dog beds <b>Q4</b> 🐶 ' });
    expect(created.statusCode).toBe(201);
    const bank = expectContract(keywordBankSchema, created.json());
    expect(bank).toMatchObject({ name: 'Dog beds <b>Q4</b> 🐶', keyword_count: 0, keywords: [] });

    const added = await s.call('POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'Orthopedic Dog Beds', volume: 48213, priority: 'must-have' });
    expect(added.statusCode).toBe(201);
    const keyword = expectContract(storedKeywordSchema, added.json());
    expect(keyword).toMatchObject({ phrase: 'Orthopedic Dog Beds', volume: 48213, priority: 'must-have', source: 'added by hand' });
    const plain = expectContract(storedKeywordSchema, (await s.call('POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'calming dog bed' })).json());
    expect(plain).toMatchObject({ volume: null, priority: 'normal' });

    const variant = await s.call('POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'orthopedic  dog bed' });
    expect(variant.statusCode).toBe(409);
    expect(expectContract(errorSchema, variant.json()).message).toBe('This bank already has "Orthopedic Dog Beds", which is the same keyword. Change its priority or volume instead.');

    const patched = await s.call('PATCH', `/api/keyword-banks/${bank.id}/keywords/${plain.id}`, { priority: 'excluded', volume: 88950 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ priority: 'excluded', volume: 88950 });
    const nothing = await s.call('PATCH', `/api/keyword-banks/${bank.id}/keywords/${plain.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain('Nothing to change: send a priority or a volume');

    const renamed = await s.call('PATCH', `/api/keyword-banks/${bank.id}`, { name: 'Dog beds (US)' });
    expect(expectContract(keywordBankSchema, renamed.json())).toMatchObject({ name: 'Dog beds (US)', keyword_count: 2 });
    // Highest volume first.
    expect(renamed.json().keywords.map((k: { phrase: string }) => k.phrase)).toEqual(['calming dog bed', 'Orthopedic Dog Beds']);

    const list = expectContract(keywordBankListSchema, (await s.call('GET', '/api/keyword-banks')).json());
    expect(list.banks).toEqual([expect.objectContaining({ id: bank.id, name: 'Dog beds (US)', keyword_count: 2 })]);

    expect((await s.call('DELETE', `/api/keyword-banks/${bank.id}/keywords/${plain.id}`)).statusCode).toBe(204);
    expect((await s.call('DELETE', `/api/keyword-banks/${bank.id}/keywords/${plain.id}`)).statusCode).toBe(404);
    expect((await s.call('DELETE', `/api/keyword-banks/${bank.id}`)).statusCode).toBe(204);
    expect((await s.call('GET', `/api/keyword-banks/${bank.id}`)).statusCode).toBe(404);
    expect(await db().selectFrom('keyword_bank_keywords').selectAll().execute()).toEqual([]);
  });

  it('answers bad input with 400s a seller can read, never a 500', async () => {
    const s = await seller(t().app, db());
    const bank = await s.createBank();
    const cases: [string, string, object | string][] = [
      ['POST', '/api/keyword-banks', { name: '' }],
      ['POST', '/api/keyword-banks', { name: 42 }],
      ['POST', '/api/keyword-banks', { name: 'x'.repeat(KEYWORD_BANK_LIMITS.name + 1) }],
      ['POST', '/api/keyword-banks', '{"name": "broken'],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: '   ' }],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: '!!!' }],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'dog bed', volume: -1 }],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'dog bed', volume: '12,345' }],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'dog bed', priority: 'banned' }],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'dog\u0000bed' }],
      ['POST', `/api/keyword-banks/${bank.id}/import-text`, { text: 12 }],
      ['POST', `/api/keyword-banks/${bank.id}/import-text`, { text: '' }],
      ['POST', `/api/keyword-banks/${bank.id}/import-text`, { text: '   \r\n  ' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await s.call(method as 'POST', url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(expectContract(errorSchema, res.json()).message.length).toBeGreaterThan(10);
    }
  });

  it('answers 404 for another user’s bank or keyword on every route, and for ids that are not uuids', async () => {
    const owner = await seller(t().app, db());
    const intruder = await seller(t().app, db());
    const bank = await owner.createBank();
    const keyword = (await owner.call('POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'dog bed' })).json();
    const theirs = await intruder.createBank('Mine');
    const routes: [string, string, object?][] = [
      ['GET', `/api/keyword-banks/${bank.id}`],
      ['PATCH', `/api/keyword-banks/${bank.id}`, { name: 'Hacked' }],
      ['DELETE', `/api/keyword-banks/${bank.id}`],
      ['POST', `/api/keyword-banks/${bank.id}/keywords`, { phrase: 'cat tree' }],
      ['PATCH', `/api/keyword-banks/${bank.id}/keywords/${keyword.id}`, { priority: 'excluded' }],
      ['DELETE', `/api/keyword-banks/${bank.id}/keywords/${keyword.id}`],
      // The intruder's own bank with the owner's keyword id: still not theirs.
      ['PATCH', `/api/keyword-banks/${theirs.id}/keywords/${keyword.id}`, { priority: 'excluded' }],
      ['DELETE', `/api/keyword-banks/${theirs.id}/keywords/${keyword.id}`],
      ['POST', `/api/keyword-banks/${bank.id}/import-text`, { text: 'cat tree' }],
      ['GET', '/api/keyword-banks/not-a-uuid'],
      ['PATCH', `/api/keyword-banks/${theirs.id}/keywords/not-a-uuid`, { priority: 'normal' }],
      ['DELETE', `/api/keyword-banks/${theirs.id}/keywords/'; drop table users; --`],
      ['GET', `/api/keyword-banks/${'9'.repeat(36)}`],
      ['DELETE', `/api/keyword-banks/${theirs.id}/keywords/${'x'.repeat(99)}`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await intruder.call(method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(expectContract(errorSchema, res.json()).code).toBe('NOT_FOUND');
    }
    // Past the router's 100-character parameter limit the whole app answers 414 (Fastify's own body, for every route).
    expect((await intruder.call('GET', `/api/keyword-banks/${'x'.repeat(150)}`)).statusCode).toBe(414);
    const upload = await intruder.upload(bank.id, 'cerebro.csv', fixtureBytes('helium10-cerebro.csv'));
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual({ message: 'Keyword bank not found.', code: 'NOT_FOUND' });

    const after = expectContract(keywordBankSchema, (await owner.call('GET', `/api/keyword-banks/${bank.id}`)).json());
    expect(after).toMatchObject({ name: 'Dog beds', keywords: [{ phrase: 'dog bed', priority: 'normal' }] });
    expect((await intruder.call('GET', '/api/keyword-banks')).json().banks.map((b: KeywordBank) => b.id)).toEqual([theirs.id]);
    expect((await t().app.inject({ method: 'GET', url: '/api/keyword-banks' })).statusCode).toBe(401);
    expect((await t().app.inject({ method: 'POST', url: `/api/keyword-banks/${bank.id}/import-text`, payload: { text: 'x' } })).statusCode).toBe(401);
  });

  it('imports a Cerebro CSV upload and an XLSX, with a report of how each was read', async () => {
    const s = await seller(t().app, db());
    const bank = await s.createBank();
    const res = await s.upload(bank.id, 'Cerebro B08XYZ1234.csv', fixtureBytes('helium10-cerebro.csv'));
    expect(res.statusCode).toBe(200);
    const { bank: after, report } = expectContract(keywordImportAnswerSchema, res.json());
    // "dog beds" and "Dog Bed" fold into "dog bed".
    expect(report).toMatchObject({ format: 'helium10-cerebro', columns: ['Keyword Phrase', 'Search Volume'], rows: 30, added: 26, merged: 2 });
    // A formula and an HTML cell are not keywords: skipped, each with its reason.
    expect(report.skipped.map((s) => s.reason).sort()).toEqual([expect.stringContaining('markup'), expect.stringContaining('formula')]);
    expect(after.keyword_count).toBe(26);
    expect(after.keywords[0]).toMatchObject({ phrase: 'dog bed', volume: 310544, priority: 'normal', source: 'Cerebro B08XYZ1234.csv' });
    expect(after.keywords.some((k) => /HYPERLINK|<b>/.test(k.phrase))).toBe(false);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Magnet');
    sheet.addRow(['Keyword Phrase', 'Keyword Sales', 'Magnet IQ Score', 'Search Volume']);
    sheet.addRow(['dog bed for crate', 10, 900, 18740]);
    sheet.addRow(['Dog Beds', 10, 900, 400000]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = expectContract(keywordImportAnswerSchema, (await s.upload(bank.id, 'magnet.xlsx', xlsx)).json());
    expect(second.report).toMatchObject({ format: 'helium10-magnet', rows: 2, added: 1, merged: 1 });
    expect(second.bank.keywords[0]).toMatchObject({ phrase: 'dog bed', volume: 400000, source: 'Cerebro B08XYZ1234.csv' });
  });

  it('imports a paste with CRLF line ends, and a re-import merges: the seller’s priority stays, the volume is the larger', async () => {
    const s = await seller(t().app, db());
    const bank = await s.createBank();
    const first = await s.call('POST', `/api/keyword-banks/${bank.id}/import-text`, { text: 'Keyword\tSearch Volume\r\nkong dog bed\t6,120\r\ncalming dog bed\t88,950\r\n' });
    expect(first.statusCode).toBe(200);
    const answer = expectContract(keywordImportAnswerSchema, first.json());
    expect(answer.report).toMatchObject({ format: 'generic-table', added: 2, merged: 0 });
    expect(answer.bank.keywords.map(({ phrase, volume, source }) => ({ phrase, volume, source }))).toEqual([
      { phrase: 'calming dog bed', volume: 88950, source: 'pasted' },
      { phrase: 'kong dog bed', volume: 6120, source: 'pasted' },
    ]);
    const kong = answer.bank.keywords.find((k) => k.phrase === 'kong dog bed')!;
    await s.call('PATCH', `/api/keyword-banks/${bank.id}/keywords/${kong.id}`, { priority: 'excluded' });

    const again = expectContract(
      keywordImportAnswerSchema,
      (await s.call('POST', `/api/keyword-banks/${bank.id}/import-text`, { text: 'Kong Dog Beds, 9,000\r\ncalming dog bed, 100\r\nwaterproof dog bed\r\n' })).json(),
    );
    expect(again.report).toMatchObject({ format: 'plain-list', rows: 3, added: 1, merged: 2 });
    expect(again.bank.keywords.map(({ phrase, volume, priority }) => ({ phrase, volume, priority }))).toEqual([
      { phrase: 'calming dog bed', volume: 88950, priority: 'normal' },
      { phrase: 'kong dog bed', volume: 9000, priority: 'excluded' },
      { phrase: 'waterproof dog bed', volume: null, priority: 'normal' },
    ]);
    const rows = await db().selectFrom('keyword_bank_keywords').select('key').where('bank_id', '=', bank.id).execute();
    expect(rows.map((r) => r.key).sort()).toEqual(['calming dog bed', 'kong dog bed', 'waterproof dog bed'].map(bankKey).sort());
  });

  it('refuses too many rows, too big a file, a fake .xlsx, unknown columns and a broken upload, with messages', async () => {
    const s = await seller(t().app, db());
    const bank = await s.createBank();

    const rows = Array.from({ length: KEYWORD_BANK_LIMITS.rows + 1 }, (_, i) => `dog bed ${i}\t${i}`).join('\n');
    const many = await s.call('POST', `/api/keyword-banks/${bank.id}/import-text`, { text: `Keyword\tVolume\n${rows}` });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('This import has 10,001 keyword rows; one import takes at most 10,000. Split it into smaller files, or remove the lowest-volume rows first.');

    const big = await s.upload(bank.id, 'huge.csv', Buffer.alloc(KEYWORD_BANK_LIMITS.fileBytes + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(expectContract(errorSchema, big.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/^The file is larger than 5 MB/) });

    const fake = await s.upload(bank.id, 'keywords.xlsx', 'Keyword\ndog bed\n');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('This file is named .xlsx but is not an Excel workbook. Export it again from your tool, or save it as CSV and upload that.');

    const unknown = await s.upload(bank.id, 'report.csv', 'Term,Count,CPC\ndog bed,100,0.50\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^We could not find a keyword column in this file\. The columns found were: "Term", "Count", "CPC"\./);

    const wrongField = await s.upload(bank.id, 'cerebro.csv', fixtureBytes('helium10-cerebro.csv'), 'upload');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the export in a field named "file" (this upload used "upload").');

    const notMultipart = await s.call('POST', `/api/keyword-banks/${bank.id}/import`, { text: 'dog bed' });
    expect(notMultipart.statusCode).toBe(415);

    const cut = multipart([{ field: 'file', filename: 'a.csv', content: 'Keyword\ndog bed\n' }]);
    const broken = await t().app.inject({
      method: 'POST',
      url: `/api/keyword-banks/${bank.id}/import`,
      headers: { ...s.headers, 'content-type': cut.contentType },
      payload: cut.payload.subarray(0, cut.payload.length - 30),
    });
    expect(broken.statusCode).toBe(400);
    expect(expectContract(errorSchema, broken.json()).message).toBe('The upload could not be read: it was cut off or malformed. Choose the file again and retry.');

    const tooLong = await s.call('POST', `/api/keyword-banks/${bank.id}/import-text`, { text: 'a'.repeat(KEYWORD_BANK_LIMITS.pasteChars + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('The pasted text is too long');

    // Past even the paste route's raised body limit: the paste message, not the 256 KB one of other routes.
    const huge = await s.call('POST', `/api/keyword-banks/${bank.id}/import-text`, `{"text":"${'a'.repeat(KEYWORD_BANK_LIMITS.pasteChars * 3 + 70_000)}"}`);
    expect(huge.statusCode).toBe(413);
    expect(expectContract(errorSchema, huge.json())).toEqual({ message: 'The pasted text is too long: split it into smaller pastes.', code: 'PAYLOAD_TOO_LARGE' });

    expect((await s.call('GET', `/api/keyword-banks/${bank.id}`)).json().keyword_count).toBe(0);
  });

  it('caps banks per account and keywords per bank', async () => {
    const s = await seller(t().app, db());
    const now = new Date();
    await db()
      .insertInto('keyword_banks')
      .values(Array.from({ length: KEYWORD_BANK_LIMITS.banksPerUser - 1 }, (_, i) => ({ user_id: s.id, name: `Bank ${i}`, created_at: now, updated_at: now })))
      .execute();
    const last = await s.createBank('The last one');
    const over = await s.call('POST', '/api/keyword-banks', { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You already have 50 keyword banks, the most one account keeps. Delete a bank you no longer use, or import into an existing one.');

    const full = Array.from({ length: KEYWORD_BANK_LIMITS.keywordsPerBank - 1 }, (_, i) => `filler keyword ${i}`).join('\n');
    expect((await s.call('POST', `/api/keyword-banks/${last.id}/import-text`, { text: full })).statusCode).toBe(200);
    const tooMany = await s.call('POST', `/api/keyword-banks/${last.id}/import-text`, { text: 'dog bed\ncat tree\n' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^This bank would hold 10,001 keywords; a bank holds at most 10,000\./);
    expect((await s.call('POST', `/api/keyword-banks/${last.id}/keywords`, { phrase: 'dog bed' })).statusCode).toBe(201);
    expect((await s.call('POST', `/api/keyword-banks/${last.id}/keywords`, { phrase: 'cat tree' })).statusCode).toBe(409);
  });

  it('generate: another user’s bank is a 404 before any credit is taken; the owner’s bank is used', async () => {
    const owner = await seller(t().app, db());
    const intruder = await seller(t().app, db());
    const bank = await owner.createBank();
    await owner.call('POST', `/api/keyword-banks/${bank.id}/import-text`, { text: 'electric kettle, 90,000\ntea kettle, 40,000\nkettle brand x\n' });
    const analysis = (await intruder.call('POST', '/api/extract-insights', { userInput: kettleInput })).json();
    const usageBefore = (await intruder.call('GET', '/api/usage')).json();
    const ledgerBefore = await db().selectFrom('usage_ledger').select('id').where('user_id', '=', intruder.id).execute();

    const refused = await intruder.call('POST', '/api/generate', { analysis_id: analysis.analysis_id, userInput: { ...kettleInput, keywordBankId: bank.id } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Keyword bank not found.', code: 'NOT_FOUND' });
    expect((await intruder.call('GET', '/api/usage')).json()).toEqual(usageBefore);
    expect(await db().selectFrom('usage_ledger').select('id').where('user_id', '=', intruder.id).execute()).toEqual(ledgerBefore);
    expect(await db().selectFrom('listings').select('id').where('user_id', '=', intruder.id).execute()).toEqual([]);

    const own = (await owner.call('POST', '/api/extract-insights', { userInput: kettleInput })).json();
    const generated = await owner.call('POST', '/api/generate', { analysis_id: own.analysis_id, userInput: { ...kettleInput, keywordBankId: bank.id } });
    expect(generated.statusCode).toBe(200);
    const result = expectContract(generateResultSchema, generated.json());
    // bank_coverage comes from the writer once it scores banks; when present it follows the contract.
    if (result.bank_coverage) expect(result.bank_coverage.after.keywords.map((k) => k.phrase)).toContain('electric kettle');
  });
});
