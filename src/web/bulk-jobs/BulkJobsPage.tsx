import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BulkJobSummary } from '../../contract/bulk-jobs';
import { usePageTitle } from '../shell/usePageTitle';
import { Alert, RetryAlert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import { isOver, useBulkJob, useBulkJobs } from './bulk-jobs-api';
import { JOB_STATUS_TEXT, JobView } from './JobView';
import { UploadPanel } from './UploadPanel';

export const JOBS_FAILED = 'Failed to fetch bulk jobs';

function JobList({ jobs, selected, onSelect }: { jobs: BulkJobSummary[]; selected: string | null; onSelect: (id: string) => void }) {
  if (jobs.length === 0) return <p className="text-sm text-slate-600">No bulk jobs yet. Upload a file to start one.</p>;
  return (
    <ul className="space-y-2" aria-label="Your bulk jobs">
      {jobs.map((job) => {
        const current = job.id === selected;
        const { done, failed, listings } = job.counts;
        return (
          <li key={job.id}>
            <button
              type="button"
              onClick={() => onSelect(job.id)}
              aria-current={current ? 'true' : undefined}
              className={`w-full rounded-xl px-4 py-3 text-left ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${current ? 'bg-indigo-50 ring-2 ring-indigo-600' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
            >
              <span className="block truncate font-medium text-slate-900">{job.file_name}</span>
              <span className="block text-xs text-slate-600">
                {JOB_STATUS_TEXT[job.status]} · {isOver(job.status) || job.status !== 'ready' ? `${done} done, ${failed} failed of ${listings}` : `${listings} listing${listings === 1 ? '' : 's'}, ${job.cost} credit${job.cost === 1 ? '' : 's'}`}
                {current ? ' (shown)' : ''}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function SelectedJob({ id, focus }: { id: string; focus: boolean }) {
  const query = useBulkJob(id);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12 text-indigo-600" role="status">
        <Spinner className="size-8" label="Loading the job" />
      </div>
    );
  }
  if (query.isError) return <Alert>{query.error.message || 'Failed to fetch the bulk job'}</Alert>;
  return <JobView job={query.data} focusOnMount={focus} />;
}

/** Bulk jobs (issue 14): upload a file, check it, start it, watch it, download the result. */
export default function BulkJobsPage() {
  usePageTitle('Bulk jobs');
  const [params, setParams] = useSearchParams();
  const [justUploaded, setJustUploaded] = useState<string | null>(null);
  const jobs = useBulkJobs();
  const selected = params.get('job') ?? jobs.data?.jobs[0]?.id ?? null;
  const select = (id: string) => setParams({ job: id });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Bulk jobs</h1>
      <p className="mt-1 text-slate-600">Optimize a whole file of listings in the background, and download the result to upload back to Seller Central.</p>
      <div className="mt-8 space-y-8">
        <UploadPanel
          onUploaded={(job) => {
            setJustUploaded(job.id);
            select(job.id);
          }}
        />
        {/* One column that may shrink below its content at phone width: the tables scroll inside it (issue 25). */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <section aria-labelledby="jobs-heading">
            <h2 id="jobs-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Your jobs
            </h2>
            {jobs.isPending ? (
              <Spinner className="size-6 text-indigo-600" label="Loading your bulk jobs" />
            ) : jobs.isError ? (
              <RetryAlert onRetry={() => void jobs.refetch()}>
                {JOBS_FAILED}
              </RetryAlert>
            ) : (
              <JobList jobs={jobs.data.jobs} selected={selected} onSelect={select} />
            )}
          </section>
          <div>{selected && <SelectedJob id={selected} focus={justUploaded === selected} />}</div>
        </div>
      </div>
    </div>
  );
}
