import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody, ErrorCode } from '../../contract/errors';
import type { KeywordBank, KeywordImportAnswer, KeywordImportReport, StoredKeyword } from '../../contract/keyword-banks';
import { bankKey } from '../../rules/keyword-bank/bank-keyword';
import { BANK, OTHER_BANK, UPLOADED_EXPORT } from './keyword-bank-fixtures';

/**
 * The keyword-bank routes (src/contract/keyword-banks.ts) answered from an in-memory store, bodies
 * typed by the contract, so a test edits a bank and sees the server's answer as the real API
 * would give it. Every call is recorded in `store.calls`.
 */

type BankList = { banks: Omit<KeywordBank, 'keywords'>[] };
type Answer<T> = T | ErrorBody;

export interface KeywordBankStore {
  banks: Map<string, KeywordBank>;
  calls: { method: string; path: string; body: unknown }[];
}

const clone = <T>(value: T): T => structuredClone(value);

export function createBankStore(banks: KeywordBank[] = [BANK, OTHER_BANK]): KeywordBankStore {
  return { banks: new Map(banks.map((b) => [b.id, clone(b)])), calls: [] };
}

export const errorBody = (message: string, code: ErrorCode, details?: unknown): ErrorBody => ({ message, code, ...(details === undefined ? {} : { details }) });
const notFound = () => HttpResponse.json<ErrorBody>(errorBody('Keyword bank not found', 'NOT_FOUND'), { status: 404 });

let nextId = 1;
const newId = (prefix: string) => `${prefix}-${nextId++}`;

function touch(bank: KeywordBank): KeywordBank {
  bank.keyword_count = bank.keywords.length;
  bank.updated_at = new Date().toISOString();
  return clone(bank);
}

/**
 * A small stand-in for the server's import: a header row `Keyword Phrase<TAB>Search Volume` reads
 * as Cerebro, anything else as a plain list (keyword, then an optional volume after a comma or tab).
 */
export function fakeImport(bank: KeywordBank, text: string, source: string): KeywordImportReport {
  const lines = text.split(/\r?\n/);
  const header = lines[0]?.split(/\t|,/).map((c) => c.trim()) ?? [];
  const cerebro = header[0] === 'Keyword Phrase' && header[1] === 'Search Volume';
  const rows = (cerebro ? lines.slice(1) : lines).map((line, i) => ({ line, row: i + (cerebro ? 2 : 1) })).filter(({ line }) => line.trim());
  const report: KeywordImportReport = { format: cerebro ? 'helium10-cerebro' : 'plain-list', columns: cerebro ? header.slice(0, 2) : [], rows: rows.length, added: 0, merged: 0, skipped: [] };
  for (const { line, row } of rows) {
    const [phrase = '', volumeText = ''] = line.split(/\t|,/).map((c) => c.trim());
    const volume = volumeText ? Number(volumeText.replace(/[\s,]/g, '')) : null;
    if (!bankKey(phrase)) {
      report.skipped.push({ row, reason: 'No keyword in this row' });
      continue;
    }
    if (volume !== null && !(Number.isInteger(volume) && volume >= 0)) {
      report.skipped.push({ row, reason: `Search volume "${volumeText}" is not a number` });
      continue;
    }
    const existing = bank.keywords.find((k) => bankKey(k.phrase) === bankKey(phrase));
    if (existing) {
      if (volume !== null && (existing.volume ?? -1) < volume) existing.volume = volume;
      report.merged++;
    } else {
      bank.keywords.push({ id: newId('kw'), phrase, volume, priority: 'normal', source });
      report.added++;
    }
  }
  return report;
}

/**
 * What a multipart body's part `name` holds: a file, a text field, or nothing. Read from the body
 * itself because undici's `request.formData()` cannot build a File in a jsdom test (the global
 * File there is jsdom's, and undici's check refuses it); a browser and the server are not affected.
 */
async function multipartPart(request: Request, name: string): Promise<'file' | 'text' | null> {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/iu.exec(request.headers.get('content-type') ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  for (const part of (await request.text()).split(`--${boundary}`)) {
    const head = part.split('\r\n\r\n')[0] ?? '';
    if (head.includes(`name="${name}"`)) return head.includes('filename=') ? 'file' : 'text';
  }
  return null;
}

export function keywordBankHandlers(store: KeywordBankStore = createBankStore()): HttpHandler[] {
  const record = (method: string, request: Request, body: unknown) => store.calls.push({ method, path: new URL(request.url).pathname, body });
  const bank = (id: string) => store.banks.get(id);
  return [
    // The import view asks whether Amazon is connected (the Brand Analytics form); it is not here.
    http.get('/api/config', () => HttpResponse.json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x', amazonConnect: false })),
    http.get<never, never, BankList>('/api/keyword-banks', ({ request }) => {
      record('GET', request, undefined);
      return HttpResponse.json({ banks: [...store.banks.values()].map(({ keywords: _keywords, ...summary }) => summary) });
    }),
    http.post<never, { name: string }, Answer<KeywordBank>>('/api/keyword-banks', async ({ request }) => {
      const body = await request.json();
      record('POST', request, body);
      const name = body.name?.trim();
      if (!name) return HttpResponse.json(errorBody('Name is required', 'VALIDATION_FAILED', { fields: { name: 'Name is required' } }), { status: 400 });
      const created: KeywordBank = { id: crypto.randomUUID(), name, keyword_count: 0, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), keywords: [] };
      store.banks.set(created.id, created);
      return HttpResponse.json(clone(created), { status: 201 });
    }),
    http.get<{ id: string }, never, Answer<KeywordBank>>('/api/keyword-banks/:id', ({ request, params }) => {
      record('GET', request, undefined);
      const found = bank(params.id);
      return found ? HttpResponse.json(clone(found)) : notFound();
    }),
    http.patch<{ id: string }, { name: string }, Answer<KeywordBank>>('/api/keyword-banks/:id', async ({ request, params }) => {
      const body = await request.json();
      record('PATCH', request, body);
      const found = bank(params.id);
      if (!found) return notFound();
      found.name = body.name.trim();
      return HttpResponse.json(touch(found));
    }),
    http.delete<{ id: string }>('/api/keyword-banks/:id', ({ request, params }) => {
      record('DELETE', request, undefined);
      if (!store.banks.delete(params.id)) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post<{ id: string }, { phrase: string; volume?: number | null; priority?: StoredKeyword['priority'] }, Answer<StoredKeyword>>(
      '/api/keyword-banks/:id/keywords',
      async ({ request, params }) => {
        const body = await request.json();
        record('POST', request, body);
        const found = bank(params.id);
        if (!found) return notFound();
        if (found.keywords.some((k) => bankKey(k.phrase) === bankKey(body.phrase))) {
          return HttpResponse.json(errorBody(`"${body.phrase}" is already in this bank`, 'CONFLICT'), { status: 409 });
        }
        const added: StoredKeyword = { id: newId('kw'), phrase: body.phrase.trim(), volume: body.volume ?? null, priority: body.priority ?? 'normal', source: 'added by hand' };
        found.keywords.push(added);
        touch(found);
        return HttpResponse.json(added, { status: 201 });
      },
    ),
    http.patch<{ id: string; keywordId: string }, { priority?: StoredKeyword['priority']; volume?: number | null }, Answer<StoredKeyword>>(
      '/api/keyword-banks/:id/keywords/:keywordId',
      async ({ request, params }) => {
        const body = await request.json();
        record('PATCH', request, body);
        const found = bank(params.id);
        const kw = found?.keywords.find((k) => k.id === params.keywordId);
        if (!found || !kw) return notFound();
        Object.assign(kw, body);
        touch(found);
        return HttpResponse.json(kw);
      },
    ),
    http.delete<{ id: string; keywordId: string }, never, Answer<null>>('/api/keyword-banks/:id/keywords/:keywordId', ({ request, params }) => {
      record('DELETE', request, undefined);
      const found = bank(params.id);
      if (!found || !found.keywords.some((k) => k.id === params.keywordId)) return notFound();
      found.keywords = found.keywords.filter((k) => k.id !== params.keywordId);
      touch(found);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post<{ id: string }, { text: string }, Answer<KeywordImportAnswer>>('/api/keyword-banks/:id/import-text', async ({ request, params }) => {
      const body = await request.json();
      record('POST', request, body);
      const found = bank(params.id);
      if (!found) return notFound();
      const report = fakeImport(found, body.text, 'pasted');
      return HttpResponse.json({ bank: touch(found), report });
    }),
    http.post<{ id: string }, never, Answer<KeywordImportAnswer>>('/api/keyword-banks/:id/import', async ({ request, params }) => {
      const contentType = request.headers.get('content-type') ?? '';
      const part = await multipartPart(request, 'file');
      record('POST', request, { contentType: contentType.split(';')[0], file: part === null ? null : part === 'file' ? 'object' : 'string' });
      const found = bank(params.id);
      if (!found) return notFound();
      if (part !== 'file') return HttpResponse.json(errorBody('Choose a file to import', 'VALIDATION_FAILED'), { status: 400 });
      // The file's own bytes do not reach a jsdom test (see UPLOADED_EXPORT).
      const report = fakeImport(found, UPLOADED_EXPORT, 'uploaded file');
      return HttpResponse.json({ bank: touch(found), report });
    }),
  ];
}

/** An import refused as the server refuses a layout it does not know: the columns it found, named. */
/** The server's words (src/server/keyword-banks/import/parse.ts, unknownLayout) for a layout it does not know. */
export const UNKNOWN_COLUMNS_MESSAGE =
  'We could not find a keyword column in this file. The columns found were: "Term", "Clicks", "CTR". Use an export from Helium 10 (Cerebro, Magnet), Jungle Scout, DataDive or Brand Analytics, a table with a keyword column (Keyword, Keyword Phrase, Phrase, Search Term or Search Query) and optionally a volume column (Search Volume, Exact Volume or Volume), or a plain list with one keyword per line.';

export const importRefusedHandlers = (message = UNKNOWN_COLUMNS_MESSAGE, status = 400): HttpHandler[] => [
  http.post<{ id: string }, never, ErrorBody>('/api/keyword-banks/:id/import-text', () =>
    HttpResponse.json(errorBody(message, 'BAD_REQUEST', { columns: ['Term', 'Clicks', 'CTR'] }), { status }),
  ),
  http.post<{ id: string }, never, ErrorBody>('/api/keyword-banks/:id/import', () =>
    HttpResponse.json(errorBody(message, 'BAD_REQUEST', { columns: ['Term', 'Clicks', 'CTR'] }), { status }),
  ),
];
