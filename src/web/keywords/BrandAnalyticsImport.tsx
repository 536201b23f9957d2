import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BrandAnalyticsImport as ImportState, BrandAnalyticsImportList } from '../../contract/index';
import { MARKETPLACES } from '../../rules/marketplaces';
import { checked } from '../api/contract-check';
import { apiJson } from '../api/http';
import { usePublicConfig } from '../shell/use-public-config';
import { toUserError } from '../api/errors';
import { nextPollMs } from '../amazon/publish-poll';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { keywordBankKeys } from './keyword-banks-api';

/**
 * One week of the seller's own Amazon search data into this bank (issue 26): Search Query
 * Performance for their ASINs (with the week's search volume) or Search Terms kept to their terms
 * (with Amazon's rank). Amazon builds a report in minutes, then the server reads it in the
 * background; the page follows both (and finds the bank's newest import again after a reload).
 */

const REPORTS = {
  'search-query-performance': 'Search Query Performance (your ASINs, with volume)',
  'search-terms': 'Search Terms (your terms, with rank)',
} as const;

/** While the server reads the document, its progress is read this often (the row only; Amazon is not asked). */
const READING_POLL_MS = 1_500;

/** The Sunday that starts the last complete week (Amazon's weeks run Sunday to Saturday). */
function lastCompleteWeek(now = new Date()): string {
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay() - 7));
  return sunday.toISOString().slice(0, 10);
}

export const brandAnalyticsKeys = {
  bank: (bankId: string) => ['brand-analytics', 'bank', bankId] as const,
  one: (id: string) => ['brand-analytics', id] as const,
};

const start = async (body: Record<string, unknown>) =>
  checked<ImportState>(await apiJson('/api/amazon/brand-analytics', { method: 'POST', body }), (c) => c.brandAnalyticsImportSchema);
const fetchImport = async (id: string, signal?: AbortSignal) =>
  checked<ImportState>(await apiJson(`/api/amazon/brand-analytics/${encodeURIComponent(id)}`, { signal }), (c) => c.brandAnalyticsImportSchema);
const fetchBankImports = async (bankId: string, signal?: AbortSignal) =>
  checked<BrandAnalyticsImportList>(await apiJson(`/api/amazon/brand-analytics?bankId=${encodeURIComponent(bankId)}`, { signal }), (c) => c.brandAnalyticsImportListSchema);

const count = (n: number | null) => (n ?? 0).toLocaleString('en-US');
const plural = (n: number | null, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

export function outcomeText(state: ImportState): string {
  const week = `week ${state.weekStart} to ${state.weekEnd}`;
  if (state.status === 'requested') return `Amazon is building the report for ${week}. It usually takes a few minutes; this page keeps checking.`;
  if (state.status === 'importing') {
    if (!state.rows) return `Amazon has built the report for ${week}. Reading it now…`;
    return `Reading Amazon’s report (${week}): ${plural(state.rows, 'row')} read, ${plural(state.termsKept, 'term')} kept.`;
  }
  if (state.status === 'failed') return state.message ?? 'Amazon could not build this report.';
  if (state.message) return `${state.message} (${week}, ${plural(state.rows, 'row')} read)`;
  return `Imported from Amazon (${week}): ${plural(state.rows, 'row')} read, ${plural(state.termsKept, 'term')} kept: ${plural(state.added, 'new keyword')}, ${count(state.merged)} already in the bank updated.`;
}

const open = (state: ImportState | undefined) => state?.status === 'requested' || state?.status === 'importing';

export function BrandAnalyticsImport({ bankId }: { bankId: string }) {
  const client = useQueryClient();
  const id = useId();
  const [report, setReport] = useState<keyof typeof REPORTS>('search-query-performance');
  const [marketplace, setMarketplace] = useState<string>('US');
  const [weekStart, setWeekStart] = useState(lastCompleteWeek());
  // The import this page follows: the one just started, or the bank's newest after a reload.
  const [followed, setFollowed] = useState<string | null>(null);
  const newest = useQuery({ queryKey: brandAnalyticsKeys.bank(bankId), queryFn: ({ signal }) => fetchBankImports(bankId, signal) });
  const currentId = followed ?? newest.data?.imports[0]?.id ?? null;
  const current = useQuery({
    queryKey: brandAnalyticsKeys.one(currentId ?? ''),
    queryFn: ({ signal }) => fetchImport(currentId!, signal),
    enabled: currentId !== null,
    initialData: () => newest.data?.imports.find((i) => i.id === currentId),
    // Reading: its progress every READING_POLL_MS. Amazon still building: backing off, and ending
    // after a few minutes (Check again then). An error ends it too.
    refetchInterval: (query) => {
      const state = query.state.data;
      if (query.state.status === 'error' || !open(state)) return false;
      return state!.status === 'importing' ? READING_POLL_MS : nextPollMs(query.state.dataUpdateCount);
    },
  });
  const state = current.data;
  const run = useMutation({
    mutationFn: start,
    onSuccess: (answer) => {
      client.setQueryData(brandAnalyticsKeys.one(answer.id), answer);
      setFollowed(answer.id);
    },
  });
  const again = useMutation({
    mutationFn: (importId: string) => fetchImport(importId),
    onSuccess: (answer) => client.setQueryData(brandAnalyticsKeys.one(answer.id), answer),
  });
  // The bank shows the new terms once they are in: read again when an import this page saw
  // under way ends imported (one found ended after a reload has been in the bank since).
  const underWay = useRef(new Set<string>());
  // Opened when there is something to follow, so a reload mid-import shows where it stands.
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!state) return;
    if (open(state)) {
      if (!underWay.current.has(state.id)) setExpanded(true);
      underWay.current.add(state.id);
    } else if (underWay.current.delete(state.id) && state.status === 'imported') {
      void client.invalidateQueries({ queryKey: keywordBankKeys.one(bankId) });
      void client.invalidateQueries({ queryKey: keywordBankKeys.all });
    }
  }, [state, bankId, client]);
  const failure = [run.error, again.error, current.error].find(Boolean);
  const shown = failure ? toUserError(failure, 'Amazon could not be asked for the report. Please try again.') : null;
  const polling = open(state) && current.isFetching;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate({ bankId, marketplace, report, weekStart });
  };

  return (
    <details
      className="mt-4 rounded-xl border border-slate-200 px-4 py-3"
      data-testid="brand-analytics"
      open={expanded}
      onToggle={(event) => setExpanded(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">Import from Amazon Brand Analytics</summary>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Import from Amazon Brand Analytics">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-report`} className="mb-1 block text-sm font-medium text-slate-800">
            Report
          </label>
          <select id={`${id}-report`} className={inputClass} value={report} onChange={(e) => setReport(e.target.value as keyof typeof REPORTS)}>
            {Object.entries(REPORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-marketplace`} className="mb-1 block text-sm font-medium text-slate-800">
            Marketplace
          </label>
          <select id={`${id}-marketplace`} className={inputClass} value={marketplace} onChange={(e) => setMarketplace(e.target.value)}>
            {MARKETPLACES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-week`} className="mb-1 block text-sm font-medium text-slate-800">
            Week starting (Sunday)
          </label>
          <input id={`${id}-week`} type="date" className={inputClass} value={weekStart} onChange={(e) => setWeekStart(e.target.value)} />
        </div>
        <div className="flex gap-2 sm:col-span-4">
          <Button type="submit" variant="secondary" disabled={run.isPending || state?.status === 'importing'}>
            <Download aria-hidden className="size-4" />
            Import from Amazon
          </Button>
          {state?.status === 'requested' && (
            <Button type="button" variant="secondary" disabled={again.isPending || polling} onClick={() => again.mutate(state.id)}>
              <RefreshCw aria-hidden className="size-4" />
              Check again
            </Button>
          )}
        </div>
      </form>
      {shown && !shown.silent && <Alert className="mt-3">{shown.message}</Alert>}
      {state && (
        <p className="mt-3 text-sm text-slate-800" role="status" data-testid="brand-analytics-status">
          {outcomeText(state)}
        </p>
      )}
    </details>
  );
}

/** The form, when the server has an SP-API app: without one it could only ever refuse. */
export function BrandAnalyticsWhenConnected({ bankId }: { bankId: string }) {
  return usePublicConfig()?.amazonConnect === true ? <BrandAnalyticsImport bankId={bankId} /> : null;
}
