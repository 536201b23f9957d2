import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { BrandAnalyticsImport as ImportState } from '../../contract/index';
import { MARKETPLACES } from '../../rules/marketplaces';
import { checked } from '../api/contract-check';
import { apiJson } from '../api/http';
import { usePublicConfig } from '../shell/use-public-config';
import { toUserError } from '../api/errors';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { keywordBankKeys } from './keyword-banks-api';

/**
 * One week of the seller's own Amazon search data into this bank (issue 26): Search Query
 * Performance for their ASINs (with the week's search volume) or Search Terms kept to their terms
 * (with Amazon's rank). Amazon builds a report in minutes; until then the seller can check again.
 */

const REPORTS = {
  'search-query-performance': 'Search Query Performance (your ASINs, with volume)',
  'search-terms': 'Search Terms (your terms, with rank)',
} as const;

/** The Sunday that starts the last complete week (Amazon's weeks run Sunday to Saturday). */
function lastCompleteWeek(now = new Date()): string {
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay() - 7));
  return sunday.toISOString().slice(0, 10);
}

const start = async (body: Record<string, unknown>) =>
  checked<ImportState>(await apiJson('/api/amazon/brand-analytics', { method: 'POST', body }), (c) => c.brandAnalyticsImportSchema);
const recheck = async (id: string) =>
  checked<ImportState>(await apiJson(`/api/amazon/brand-analytics/${encodeURIComponent(id)}`), (c) => c.brandAnalyticsImportSchema);

function outcomeText(state: ImportState): string {
  const week = `week ${state.weekStart} to ${state.weekEnd}`;
  if (state.status === 'requested') return `Amazon is building the report for ${week}. It usually takes a few minutes: check again then.`;
  if (state.status === 'failed') return state.message ?? 'Amazon could not build this report.';
  if (state.message) return `${state.message} (${week})`;
  return `Imported from Amazon (${week}): ${state.added ?? 0} new keyword${state.added === 1 ? '' : 's'}, ${state.merged ?? 0} already in the bank updated.`;
}

export function BrandAnalyticsImport({ bankId }: { bankId: string }) {
  const client = useQueryClient();
  const id = useId();
  const [report, setReport] = useState<keyof typeof REPORTS>('search-query-performance');
  const [marketplace, setMarketplace] = useState<string>('US');
  const [weekStart, setWeekStart] = useState(lastCompleteWeek());
  const [state, setState] = useState<ImportState | null>(null);
  const done = (answer: ImportState) => {
    setState(answer);
    if (answer.status !== 'imported') return;
    void client.invalidateQueries({ queryKey: keywordBankKeys.one(bankId) });
    void client.invalidateQueries({ queryKey: keywordBankKeys.all });
  };
  const run = useMutation({ mutationFn: start, onSuccess: done });
  const again = useMutation({ mutationFn: recheck, onSuccess: done });
  const failure = [run.error, again.error].find(Boolean);
  const shown = failure ? toUserError(failure, 'Amazon could not be asked for the report. Please try again.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState(null);
    run.mutate({ bankId, marketplace, report, weekStart });
  };

  return (
    <details className="mt-4 rounded-xl border border-slate-200 px-4 py-3" data-testid="brand-analytics">
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
          <Button type="submit" variant="secondary" disabled={run.isPending}>
            <Download aria-hidden className="size-4" />
            Import from Amazon
          </Button>
          {state?.status === 'requested' && (
            <Button type="button" variant="secondary" disabled={again.isPending} onClick={() => again.mutate(state.id)}>
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
