import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedListener } from '../api/http';
import { BANK_ID } from '../testing/keyword-bank-fixtures';
import { createBankStore, importRefusedHandlers, keywordBankHandlers, UNKNOWN_COLUMNS_MESSAGE } from '../testing/keyword-bank-handlers';
import { server } from '../testing/msw-server';
import { fetchKeywordBank, importKeywordFile, updateKeyword } from './keyword-banks-api';

afterEach(() => setUnauthorizedListener(() => {}));

describe('keyword bank calls', () => {
  it('uploads a file as multipart field `file`, reporting upload progress up to its full size', async () => {
    const store = createBankStore();
    server.use(...keywordBankHandlers(store));
    const progress = vi.fn();
    const file = new File(['Keyword Phrase,Search Volume\nsteel tumbler,5400\n'], 'cerebro.csv', { type: 'text/csv' });
    const answer = await importKeywordFile(BANK_ID, file, progress);
    expect(answer.report).toMatchObject({ format: 'helium10-cerebro', rows: 3, added: 2, merged: 1 });
    expect(store.calls.at(-1)).toEqual({ method: 'POST', path: `/api/keyword-banks/${BANK_ID}/import`, body: { contentType: 'multipart/form-data', file: 'object' } });
    expect(progress).toHaveBeenCalled();
    const [sent, total] = progress.mock.calls.at(-1)!;
    expect(total).toBeGreaterThan(0);
    expect(sent).toBe(total);
  });

  it('reads an upload refusal as every other call does: the server message, its code and status', async () => {
    server.use(...importRefusedHandlers());
    const error = await importKeywordFile(BANK_ID, new File(['Term,Clicks'], 'odd.csv')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNKNOWN_COLUMNS_MESSAGE, status: 400, code: 'BAD_REQUEST' });
  });

  it('signs the UI out on a 401 from an upload', async () => {
    const signedOut = vi.fn();
    setUnauthorizedListener(signedOut);
    server.use(http.post('/api/keyword-banks/:id/import', () => new HttpResponse(null, { status: 401 })));
    const error = await importKeywordFile(BANK_ID, new File(['x'], 'a.csv')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'No active session. Please log in again.' });
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('sends PATCH with only the change, and checks the answer against the contract', async () => {
    const store = createBankStore();
    server.use(...keywordBankHandlers(store));
    const keyword = await updateKeyword(BANK_ID, 'k4', { priority: 'must-have' });
    expect(keyword).toMatchObject({ id: 'k4', priority: 'must-have' });
    expect(store.calls.at(-1)).toEqual({ method: 'PATCH', path: `/api/keyword-banks/${BANK_ID}/keywords/k4`, body: { priority: 'must-have' } });

    server.use(http.get('/api/keyword-banks/:id', () => HttpResponse.json({ id: BANK_ID, name: 'No keywords field' })));
    await expect(fetchKeywordBank(BANK_ID)).rejects.toThrow();
  });
});
