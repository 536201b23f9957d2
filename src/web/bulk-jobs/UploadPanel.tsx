import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BULK_JOB_LIMITS, type BulkJob } from '../../contract/bulk-jobs';
import { MARKETPLACES } from '../../rules/marketplaces';
import { toUserError } from '../api/errors';
import { Alert } from '../ui/Alert';
import { Button, buttonClass } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { bulkJobKeys, templateUrl, uploadBulkFile } from './bulk-jobs-api';

const MEGABYTES = BULK_JOB_LIMITS.fileBytes / (1024 * 1024);

/** What is certain from the name and size alone; the server reads the bytes and explains the rest. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size === 0) return 'The file is empty. Fill in the template, or export your listings again, and upload that file.';
  if (file.size > BULK_JOB_LIMITS.fileBytes) return `The file is larger than ${MEGABYTES} MB, the most one bulk file may be. Split it into smaller files.`;
  if (file.name.toLowerCase().endsWith('.xls')) return 'Old Excel files (.xls) are not supported. Open the file in Excel or Google Sheets and save it as .xlsx or CSV (UTF-8).';
  return null;
}

/** Choose a file (Listcraft's template or an Amazon listing file), upload it, and get a job to check. */
export function UploadPanel({ onUploaded }: { onUploaded: (job: BulkJob) => void }) {
  const client = useQueryClient();
  const fileId = useId();
  const marketId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [marketplace, setMarketplace] = useState('US');
  const upload = useMutation({
    mutationFn: (file: File) => uploadBulkFile(file, marketplace),
    onSuccess: (job) => {
      client.setQueryData(bulkJobKeys.one(job.id), job);
      void client.invalidateQueries({ queryKey: bulkJobKeys.all });
      if (input.current) input.current.value = '';
      onUploaded(job);
    },
    onError: (error) => setProblem(toUserError(error, 'The file could not be uploaded.').message || null),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem('Choose a CSV or Excel (.xlsx) file of your listings first.');
      input.current?.focus();
      return;
    }
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file);
  };

  return (
    <section aria-labelledby="upload-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
        Upload listings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Up to {BULK_JOB_LIMITS.listings.toLocaleString('en-US')} listings in Listcraft’s template or in Amazon’s listing file columns. Every row is checked and the cost shown before
        anything is charged: 1 credit per listing.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={templateUrl('csv')} download className={buttonClass('secondary', 'sm')}>
          <Download aria-hidden className="size-4" />
          Template (CSV)
        </a>
        <a href={templateUrl('xlsx')} download className={buttonClass('secondary', 'sm')}>
          <Download aria-hidden className="size-4" />
          Template (Excel)
        </a>
      </div>
      <form className="mt-5 grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
            Listings file (CSV or Excel)
          </label>
          <input
            ref={input}
            id={fileId}
            name="file"
            type="file"
            accept=".csv,.tsv,.txt,.xlsx,.xlsm,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={() => setProblem(null)}
            className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-800`}
          />
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            At most {MEGABYTES} MB.
          </p>
        </div>
        <div>
          <label htmlFor={marketId} className="mb-1 block text-sm font-medium text-slate-800">
            Marketplace
          </label>
          <select id={marketId} value={marketplace} onChange={(event) => setMarketplace(event.target.value)} className={inputClass}>
            {MARKETPLACES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={upload.isPending} className="sm:mb-5">
          {upload.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden className="size-4" />}
          {upload.isPending ? 'Checking…' : 'Upload and check'}
        </Button>
      </form>
      {problem && (
        <Alert className="mt-4">
          <p className="font-medium">{problem}</p>
        </Alert>
      )}
    </section>
  );
}
