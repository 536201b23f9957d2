import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BulkFileFormat, BulkJob, BulkJobSummary, BulkProgress } from '../../contract/index';
import { checked } from '../api/contract-check';
import { apiJson, uploadForm } from '../api/http';

/**
 * Bulk jobs (issue 14) as the web app reads and drives them. Answers are checked against the
 * contract (src/contract/bulk-jobs.ts) in development and tests, as the rest of src/web does.
 */

export const bulkJobKeys = {
  all: ['bulk-jobs'] as const,
  one: (id: string) => ['bulk-job', id] as const,
};

const jobPath = (id: string) => `/api/bulk-jobs/${encodeURIComponent(id)}`;
export const resultUrl = (id: string, format: BulkFileFormat) => `${jobPath(id)}/result?format=${format}`;
export const reportUrl = (id: string) => `${jobPath(id)}/report?format=csv`;
export const templateUrl = (format: BulkFileFormat) => `/api/bulk-jobs/template?format=${format}`;

export const fetchBulkJobs = async (signal?: AbortSignal) =>
  checked<{ jobs: BulkJobSummary[] }>(await apiJson('/api/bulk-jobs', { signal }), (c) => c.bulkJobListSchema);

export const fetchBulkJob = async (id: string, signal?: AbortSignal) => checked<BulkJob>(await apiJson(jobPath(id), { signal }), (c) => c.bulkJobSchema);

export async function uploadBulkFile(file: File, marketplace: string, onProgress?: (sent: number, total: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return checked<BulkJob>(await uploadForm(`/api/bulk-jobs?marketplace=${encodeURIComponent(marketplace)}`, form, { onProgress, signal }), (c) => c.bulkJobSchema);
}

export const startBulkJob = async (id: string) => checked<BulkJobSummary>(await apiJson(`${jobPath(id)}/start`, { method: 'POST' }), (c) => c.bulkJobSummarySchema);
export const cancelBulkJob = async (id: string) => checked<BulkJobSummary>(await apiJson(`${jobPath(id)}/cancel`, { method: 'POST' }), (c) => c.bulkJobSummarySchema);

export const isOver = (status: BulkJobSummary['status']) => status === 'finished' || status === 'cancelled';
export const isRunning = (status: BulkJobSummary['status']) => status === 'running' || status === 'cancelling';

export function useBulkJobs() {
  return useQuery({ queryKey: bulkJobKeys.all, queryFn: ({ signal }) => fetchBulkJobs(signal) });
}

export function useBulkJob(id: string | null) {
  return useQuery({ queryKey: bulkJobKeys.one(id ?? ''), queryFn: ({ signal }) => fetchBulkJob(id!, signal), enabled: !!id });
}

/**
 * Live progress of a running job: each `progress` event of GET /api/bulk-jobs/:id/events is
 * written into the job's cache entry; rows (their status, errors, listings) are refetched when the
 * counts move, at most once a second, and once more when the job ends.
 */
export function useBulkProgress(id: string | null, running: boolean) {
  const client = useQueryClient();
  // A job seen over (it may have finished before its stream opened) has saved listings: the
  // dashboard's cached list is out of date, whatever the stream did or did not say.
  useEffect(() => {
    if (id && !running) void client.invalidateQueries({ queryKey: ['listings'] });
  }, [id, running, client]);
  useEffect(() => {
    if (!id || !running || typeof EventSource === 'undefined') return;
    const stream = new EventSource(`${jobPath(id)}/events`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetchRows = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: bulkJobKeys.one(id) });
      }, 1000);
    };
    stream.addEventListener('progress', (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return; // a malformed event is ignored; the next one will do
      }
      void checked<BulkProgress>(data, (c) => c.bulkProgressEventSchema).then(
        (progress) => {
          client.setQueryData<BulkJob>(bulkJobKeys.one(id), (job) => (job ? { ...job, ...progress } : job));
          client.setQueryData<{ jobs: BulkJobSummary[] }>(bulkJobKeys.all, (list) => list && { jobs: list.jobs.map((j) => (j.id === id ? progress : j)) });
          if (isOver(progress.status)) {
            stream.close();
            clearTimeout(timer);
            void client.invalidateQueries({ queryKey: bulkJobKeys.one(id) });
            void client.invalidateQueries({ queryKey: ['listings'] });
          } else refetchRows();
        },
        () => {},
      );
    });
    return () => {
      clearTimeout(timer);
      stream.close();
    };
  }, [id, running, client]);
}
