import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KeywordBank, KeywordBankSummary, KeywordImportAnswer, StoredKeyword } from '../../contract/index';
import { checked } from '../api/contract-check';
import { apiJson, request, uploadForm } from '../api/http';

/**
 * Keyword banks (issue 13) as the web app reads and changes them: the list of the seller's banks,
 * one bank with its keywords, and the edits. Every answer is checked against the contract
 * (src/contract/keyword-banks.ts) in development and tests, as the rest of src/web does.
 */

export type KeywordPriority = StoredKeyword['priority'];
export type KeywordBankList = { banks: KeywordBankSummary[] };

export const keywordBankKeys = {
  all: ['keyword-banks'] as const,
  one: (id: string) => ['keyword-bank', id] as const,
};

const bankPath = (id: string) => `/api/keyword-banks/${encodeURIComponent(id)}`;
const keywordPath = (id: string, keywordId: string) => `${bankPath(id)}/keywords/${encodeURIComponent(keywordId)}`;

export const fetchKeywordBanks = async (signal?: AbortSignal) =>
  checked<KeywordBankList>(await apiJson('/api/keyword-banks', { signal }), (c) => c.keywordBankListSchema);

export const fetchKeywordBank = async (id: string, signal?: AbortSignal) =>
  checked<KeywordBank>(await apiJson(bankPath(id), { signal }), (c) => c.keywordBankSchema);

export const createKeywordBank = async (name: string) =>
  checked<KeywordBank>(await apiJson('/api/keyword-banks', { method: 'POST', body: { name } }), (c) => c.keywordBankSchema);

export const renameKeywordBank = async (id: string, name: string) =>
  checked<KeywordBank>(await apiJson(bankPath(id), { method: 'PATCH', body: { name } }), (c) => c.keywordBankSchema);

export async function deleteKeywordBank(id: string) {
  await request(bankPath(id), { method: 'DELETE' });
}

export interface NewKeyword {
  phrase: string;
  volume?: number | null;
  priority?: KeywordPriority;
}

export const addKeyword = async (bankId: string, keyword: NewKeyword) =>
  checked<StoredKeyword>(await apiJson(`${bankPath(bankId)}/keywords`, { method: 'POST', body: keyword }), (c) => c.storedKeywordSchema);

export interface KeywordChange {
  priority?: KeywordPriority;
  volume?: number | null;
}

export const updateKeyword = async (bankId: string, keywordId: string, change: KeywordChange) =>
  checked<StoredKeyword>(await apiJson(keywordPath(bankId, keywordId), { method: 'PATCH', body: change }), (c) => c.storedKeywordSchema);

export async function removeKeyword(bankId: string, keywordId: string) {
  await request(keywordPath(bankId, keywordId), { method: 'DELETE' });
}

export const importKeywordText = async (bankId: string, text: string) =>
  checked<KeywordImportAnswer>(await apiJson(`${bankPath(bankId)}/import-text`, { method: 'POST', body: { text } }), (c) => c.keywordImportAnswerSchema);

/** Multipart upload (field `file`) with upload progress, which fetch cannot report. */
export async function importKeywordFile(bankId: string, file: File, onProgress?: (sent: number, total: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return checked<KeywordImportAnswer>(await uploadForm(`${bankPath(bankId)}/import`, form, { onProgress, signal }), (c) => c.keywordImportAnswerSchema);
}

const summaryOf = ({ id, name, keyword_count, created_at, updated_at }: KeywordBank): KeywordBankSummary => ({ id, name, keyword_count, created_at, updated_at });

/**
 * Puts the server's answer for one bank in the cache, and its summary (name, count) in the list,
 * so a change shows everywhere without refetching a bank of 10,000 keywords.
 */
export function storeBank(client: QueryClient, bank: KeywordBank) {
  client.setQueryData(keywordBankKeys.one(bank.id), bank);
  client.setQueryData<KeywordBankList>(keywordBankKeys.all, (list) => {
    if (!list) return list;
    const summary = summaryOf(bank);
    const known = list.banks.some((b) => b.id === bank.id);
    return { banks: known ? list.banks.map((b) => (b.id === bank.id ? summary : b)) : [summary, ...list.banks] };
  });
}

/**
 * A keyword edit answers with the keyword alone (a bank may hold 10,000): it replaces or joins the
 * cached bank, which stays sorted by volume, and the list's count follows.
 */
function storeKeyword(client: QueryClient, bankId: string, change: { put: StoredKeyword } | { remove: string }) {
  const bank = client.getQueryData<KeywordBank>(keywordBankKeys.one(bankId));
  if (!bank) return;
  const others = bank.keywords.filter((k) => k.id !== ('put' in change ? change.put.id : change.remove));
  const keywords = 'put' in change ? [...others, change.put].sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1)) : others;
  storeBank(client, { ...bank, keywords, keyword_count: keywords.length, updated_at: new Date().toISOString() });
}

/** The seller's banks; `enabled: false` holds the request until the list is needed. */
export function useKeywordBanks(enabled = true) {
  return useQuery({ queryKey: keywordBankKeys.all, queryFn: ({ signal }) => fetchKeywordBanks(signal), enabled });
}

export function useKeywordBank(id: string | undefined) {
  return useQuery({
    queryKey: keywordBankKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchKeywordBank(id!, signal),
    enabled: !!id,
  });
}

export function useCreateKeywordBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createKeywordBank(name),
    // The answer is the new bank: it goes into the list as it is, with no refetch.
    onSuccess: (bank) => storeBank(client, bank),
  });
}

export function useRenameKeywordBank(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (name: string) => renameKeywordBank(id, name), onSuccess: (bank) => storeBank(client, bank) });
}

export function useDeleteKeywordBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteKeywordBank(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: keywordBankKeys.one(id) });
      client.setQueryData<KeywordBankList>(keywordBankKeys.all, (list) => list && { banks: list.banks.filter((b) => b.id !== id) });
    },
  });
}

export function useAddKeyword(bankId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (keyword: NewKeyword) => addKeyword(bankId, keyword), onSuccess: (keyword) => storeKeyword(client, bankId, { put: keyword }) });
}

/** Changes a keyword's priority or volume; the row shows the change at once and goes back if the server refuses. */
export function useUpdateKeyword(bankId: string) {
  const client = useQueryClient();
  const key = keywordBankKeys.one(bankId);
  return useMutation({
    mutationFn: ({ keywordId, change }: { keywordId: string; change: KeywordChange }) => updateKeyword(bankId, keywordId, change),
    onMutate: async ({ keywordId, change }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<KeywordBank>(key);
      if (previous) {
        client.setQueryData<KeywordBank>(key, { ...previous, keywords: previous.keywords.map((k) => (k.id === keywordId ? { ...k, ...change } : k)) });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (keyword) => storeKeyword(client, bankId, { put: keyword }),
  });
}

/** Deletes a keyword; the row goes at once and comes back if the server refuses. */
export function useRemoveKeyword(bankId: string) {
  const client = useQueryClient();
  const key = keywordBankKeys.one(bankId);
  return useMutation({
    mutationFn: (keywordId: string) => removeKeyword(bankId, keywordId),
    onMutate: async (keywordId) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<KeywordBank>(key);
      if (previous) client.setQueryData<KeywordBank>(key, { ...previous, keywords: previous.keywords.filter((k) => k.id !== keywordId) });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (_answer, keywordId) => storeKeyword(client, bankId, { remove: keywordId }),
  });
}

export type ImportSource = { kind: 'file'; file: File; onProgress?: (sent: number, total: number) => void; signal?: AbortSignal } | { kind: 'text'; text: string };

export function useImportKeywords(bankId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: ImportSource): Promise<KeywordImportAnswer> =>
      source.kind === 'file' ? importKeywordFile(bankId, source.file, source.onProgress, source.signal) : importKeywordText(bankId, source.text),
    onSuccess: (answer) => storeBank(client, answer.bank),
  });
}
