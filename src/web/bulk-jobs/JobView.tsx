import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, CircleDashed, CircleX, Download, ExternalLink, Loader, MessageCircle, MinusCircle, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BulkJob, BulkJobRowView, BulkRowStatus } from '../../contract/bulk-jobs';
import { toUserError, whatsappLink } from '../api/errors';
import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';
import { Button, buttonClass } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { TableHead } from '../ui/TableHead';
import { bulkJobKeys, cancelBulkJob, isOver, isRunning, reportUrl, resultUrl, startBulkJob, useBulkProgress } from './bulk-jobs-api';

export const JOB_STATUS_TEXT: Record<BulkJob['status'], string> = {
  ready: 'Checked, not started',
  running: 'Running',
  cancelling: 'Cancelling',
  cancelled: 'Cancelled',
  finished: 'Finished',
};

/** Each status has its words and its own icon, never colour alone. */
const ROW_STATUS: Record<BulkRowStatus, { text: string; Icon: typeof CircleCheck; tone: string }> = {
  pending: { text: 'Waiting', Icon: CircleDashed, tone: 'text-slate-600' },
  running: { text: 'Writing', Icon: Loader, tone: 'text-indigo-700' },
  done: { text: 'Done', Icon: CircleCheck, tone: 'text-emerald-700' },
  failed: { text: 'Failed, refunded', Icon: CircleX, tone: 'text-red-700' },
  cancelled: { text: 'Cancelled, refunded', Icon: Ban, tone: 'text-slate-600' },
  skipped: { text: 'Not run: fix the file', Icon: MinusCircle, tone: 'text-amber-800' },
};

export function timeLeft(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `about ${minutes} min left` : `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

function Progress({ job }: { job: BulkJob }) {
  const { done, failed, cancelled, left, listings } = job.counts;
  const finished = done + failed + cancelled;
  const percent = listings > 0 ? Math.round((finished / listings) * 100) : 0;
  const eta = timeLeft(job.eta_seconds);
  return (
    <div className="mt-5 space-y-2" data-testid="bulk-progress">
      <div
        role="progressbar"
        aria-label="Rows finished"
        aria-valuemin={0}
        aria-valuemax={listings}
        aria-valuenow={finished}
        aria-valuetext={`${finished} of ${listings} rows finished`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-800 tabular-nums" aria-live="polite" data-testid="bulk-counts">
        <strong>{done}</strong> done · <strong>{failed}</strong> failed{cancelled > 0 ? ` · ${cancelled} cancelled` : ''} · <strong>{left}</strong> left
        {eta && !isOver(job.status) ? ` · ${eta}` : ''}
      </p>
    </div>
  );
}

function RowStatus({ status }: { status: BulkRowStatus }) {
  const { text, Icon, tone } = ROW_STATUS[status];
  return (
    <span className={`inline-flex items-center gap-1.5 font-medium ${tone}`}>
      <Icon aria-hidden className="size-4" />
      {text}
    </span>
  );
}

function RowsTable({ rows }: { rows: BulkJobRowView[] }) {
  return (
    <div className="relative mt-6 overflow-x-auto rounded-xl ring-1 ring-slate-200" role="region" aria-label="Rows of the file" tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Rows of the file and what became of each</caption>
        <TableHead className="bg-slate-50 text-slate-700" cellClassName="px-3 py-2 font-semibold" columns={['Row', 'SKU', 'Title', 'Status', 'Result']} />
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={row.row} data-testid={`bulk-row-${row.row}`}>
              <td className="px-3 py-2 tabular-nums text-slate-700">{row.row}</td>
              <td className="px-3 py-2 font-mono text-xs text-slate-800">{row.sku || '—'}</td>
              <td className="max-w-xs truncate px-3 py-2 text-slate-800" title={row.title ?? undefined}>
                {row.title ?? '—'}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <RowStatus status={row.status} />
              </td>
              <td className="px-3 py-2 text-slate-700">
                {row.listing_id ? (
                  <Link to={`/dashboard?listing=${encodeURIComponent(row.listing_id)}`} className="inline-flex items-center gap-1 font-medium text-indigo-700 underline">
                    Open listing <span className="sr-only">for row {row.row}</span>
                    <ExternalLink aria-hidden className="size-3.5" />
                  </Link>
                ) : (
                  (row.error ?? '')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Problems({ job }: { job: BulkJob }) {
  if (job.problems.length === 0) return null;
  const errors = job.problems.filter((p) => p.severity === 'error').length;
  return (
    <details className="mt-5 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300" open={errors > 0}>
      <summary className="cursor-pointer text-sm font-semibold text-amber-900">
        {errors === 1 ? '1 problem keeps a row from running' : errors > 1 ? `${errors} problems keep rows from running` : 'Notes on the file'} ({job.problems.length} in all)
      </summary>
      <div className="relative mt-3 overflow-x-auto" role="region" aria-label="Problems by row" tabIndex={0}>
        <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Problems found in the file, by row</caption>
        <TableHead
          className="text-amber-950"
          cellClassName="py-1 pr-3 font-semibold"
          columns={['Row', 'Column', 'Kind', { label: 'Problem', className: 'py-1 font-semibold' }]}
        />
        <tbody>
          {job.problems.map((problem, i) => (
            <tr key={i} className="align-top text-amber-950">
              <td className="py-1 pr-3 tabular-nums">{problem.row}</td>
              <td className="py-1 pr-3">{problem.column ?? 'whole row'}</td>
              <td className="py-1 pr-3">{problem.severity === 'error' ? 'Error: not run' : 'Warning: runs'}</td>
              <td className="py-1">{problem.message}</td>
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </details>
  );
}

function CreditsAlert({ message }: { message: string }) {
  const config = usePublicConfig();
  return (
    <Alert
      className="mt-4"
      action={
        <a href={config ? whatsappLink(config.supportWhatsapp) : '/contact'} target="_blank" rel="noopener noreferrer" className={buttonClass('danger', 'sm')}>
          <MessageCircle aria-hidden className="size-4" />
          Contact Us
        </a>
      }
    >
      <p className="font-medium">{message}</p>
    </Alert>
  );
}

/** One job: its check before start, then its live progress, its rows and its result files. */
export function JobView({ job, focusOnMount }: { job: BulkJob; focusOnMount: boolean }) {
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount, job.id]);
  useBulkProgress(job.id, isRunning(job.status));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: bulkJobKeys.one(job.id) });
    void client.invalidateQueries({ queryKey: bulkJobKeys.all });
  };
  const start = useMutation({ mutationFn: () => startBulkJob(job.id), onSuccess: refresh, onError: refresh });
  const cancel = useMutation({ mutationFn: () => cancelBulkJob(job.id), onSuccess: refresh, onError: refresh });
  const failure = start.error ?? cancel.error;
  const shown = failure ? toUserError(failure, 'An unknown error occurred.') : null;

  return (
    <section aria-labelledby="job-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="bulk-job">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="job-heading" ref={heading} tabIndex={-1} className="truncate text-lg font-semibold text-slate-900 focus:outline-none">
            {job.file_name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <span data-testid="bulk-status">{JOB_STATUS_TEXT[job.status]}</span> · {job.counts.listings} listing{job.counts.listings === 1 ? '' : 's'} to optimize
            {job.counts.total > job.counts.listings ? ` of ${job.counts.total} rows` : ''} · {job.layout === 'amazon' ? 'Amazon listing file' : 'Listcraft template'} ·{' '}
            {job.marketplace}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {job.status === 'ready' && (
            <Button onClick={() => start.mutate()} disabled={start.isPending}>
              {start.isPending ? <Spinner className="size-4" /> : <Play aria-hidden className="size-4" />}
              Start: {job.cost} credit{job.cost === 1 ? '' : 's'}
            </Button>
          )}
          {(job.status === 'ready' || job.status === 'running') && (
            <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              <Ban aria-hidden className="size-4" />
              {job.status === 'ready' ? 'Discard' : 'Cancel the rest'}
            </Button>
          )}
          {(isOver(job.status) || job.counts.done > 0) && (
            <>
              <a href={resultUrl(job.id, 'csv')} download className={buttonClass('secondary')}>
                <Download aria-hidden className="size-4" />
                {job.layout === 'amazon' ? 'For Seller Central (.txt)' : 'Result (CSV)'}
              </a>
              <a href={resultUrl(job.id, 'xlsx')} download className={buttonClass('secondary')}>
                <Download aria-hidden className="size-4" />
                {job.layout === 'amazon' ? 'For Seller Central (Excel)' : 'Result (Excel)'}
              </a>
              <a href={reportUrl(job.id)} download className={buttonClass('secondary')}>
                <Download aria-hidden className="size-4" />
                Report (CSV)
              </a>
            </>
          )}
        </div>
      </div>
      {shown && !shown.silent && (shown.credits ? <CreditsAlert message={shown.message} /> : <Alert className="mt-4">{shown.message}</Alert>)}
      {job.status === 'ready' ? (
        <p className="mt-4 text-sm text-slate-700">
          Nothing is charged until you start. Starting takes {job.cost} credit{job.cost === 1 ? '' : 's'}; a row that fails, or that a cancel stops, gives its credit back.
        </p>
      ) : (
        <Progress job={job} />
      )}
      <Problems job={job} />
      <RowsTable rows={job.rows} />
    </section>
  );
}
