import { ClipboardPaste, FileSpreadsheet, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { KEYWORD_BANK_LIMITS } from '../../contract/keyword-bank-limits';
import type { KeywordImportAnswer, KeywordImportReport } from '../../contract/keyword-banks';
import { toUserError } from '../api/errors';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { useImportKeywords } from './keyword-banks-api';
import { FORMAT_LABELS } from './labels';

export const ACCEPTED_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx'] as const;
const MEGABYTES = KEYWORD_BANK_LIMITS.fileBytes / (1024 * 1024);
/** Skipped rows listed one by one before the rest are counted. */
const SKIPPED_SHOWN = 20;

/**
 * Why a file is refused before it is sent, or null when it may go. Only what is certain from the
 * name and size: the server reads the bytes (a CSV named .txt is fine) and explains anything else.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.name.toLowerCase().endsWith('.xls')) return 'Old Excel files (.xls) are not supported. Open the file in Excel or Google Sheets and save it as .xlsx or CSV.';
  if (file.size > KEYWORD_BANK_LIMITS.fileBytes) {
    return `The file is larger than ${MEGABYTES} MB, the most one import takes. Export fewer columns or fewer rows (keyword and search volume are all Listcraft needs), or save it as CSV.`;
  }
  if (file.size === 0) return 'The file is empty. Export the keywords again from your tool and upload that file.';
  return null;
}

function UploadProgress({ sent, total, name, onCancel }: { sent: number; total: number; name: string; onCancel: () => void }) {
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  const reading = total > 0 && sent >= total;
  return (
    <div className="space-y-2" data-testid="upload-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="truncate font-medium text-slate-800">{name}</span>
        <span className="flex shrink-0 items-center gap-3 text-slate-600 tabular-nums">
          {reading ? 'Uploaded' : `${percent}%`}
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel upload
          </Button>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {reading && (
        <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
          <Spinner className="size-4 text-indigo-600" />
          Reading your keywords…
        </p>
      )}
    </div>
  );
}

/** What the import did, so the seller sees how their file was read and which rows were left out. */
export function ImportReport({ report }: { report: KeywordImportReport }) {
  const skipped = report.skipped.length;
  return (
    <Alert tone={report.added + report.merged > 0 ? 'success' : 'warning'}>
      <p className="font-semibold">
        Imported {report.added.toLocaleString('en-US')} new keyword{report.added === 1 ? '' : 's'}
        {report.merged > 0 && `, merged ${report.merged.toLocaleString('en-US')}`}.
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1" data-testid="import-report">
        <dt className="font-medium">Format</dt>
        <dd>{FORMAT_LABELS[report.format]}</dd>
        {report.columns.length > 0 && (
          <>
            <dt className="font-medium">Columns used</dt>
            <dd className="break-words">{report.columns.join(', ')}</dd>
          </>
        )}
        <dt className="font-medium">Rows read</dt>
        <dd>{report.rows.toLocaleString('en-US')}</dd>
        <dt className="font-medium">Added</dt>
        <dd>{report.added.toLocaleString('en-US')}</dd>
        <dt className="font-medium">Merged</dt>
        <dd>
          {report.merged.toLocaleString('en-US')}
          {report.merged > 0 && <span className="text-xs"> (variants of keywords already in the bank: case, spacing or plural)</span>}
        </dd>
        <dt className="font-medium">Skipped</dt>
        <dd>{skipped.toLocaleString('en-US')}</dd>
      </dl>
      {skipped > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">Skipped rows and why</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label="Skipped rows">
            {report.skipped.slice(0, SKIPPED_SHOWN).map((s) => (
              <li key={s.row}>
                Row {s.row}: {s.reason}
              </li>
            ))}
          </ul>
          {skipped > SKIPPED_SHOWN && <p className="mt-1">…and {(skipped - SKIPPED_SHOWN).toLocaleString('en-US')} more.</p>}
        </details>
      )}
    </Alert>
  );
}

type Mode = 'file' | 'paste';

/**
 * Issue 13: bring keyword research into a bank. A CSV, TSV or XLSX export (Helium 10 Cerebro or
 * Magnet, Jungle Scout, DataDive, Brand Analytics) is dropped or chosen and uploaded with a real
 * progress bar; or a table or a list is pasted. The server's report follows, and its refusals
 * (an unknown layout names the columns it found) are shown as the server wrote them.
 */
export function ImportKeywords({ bankId, onImported }: { bankId: string; onImported?: (answer: KeywordImportAnswer) => void }) {
  const importer = useImportKeywords(bankId);
  const [mode, setMode] = useState<Mode>('file');
  const [text, setText] = useState('');
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploading = useRef<AbortController | null>(null);
  const id = useId();

  // Leaving the page (or closing the section) stops an upload still on its way.
  useEffect(() => () => uploading.current?.abort(), []);

  const succeeded = (answer: KeywordImportAnswer) => onImported?.(answer);

  const upload = (file: File | undefined) => {
    if (!file || importer.isPending) return;
    const refusal = fileProblem(file);
    importer.reset();
    setCancelled(false);
    setProblem(refusal);
    if (refusal) return;
    setProgress({ sent: 0, total: file.size, name: file.name });
    const controller = new AbortController();
    uploading.current = controller;
    importer.mutate(
      { kind: 'file', file, signal: controller.signal, onProgress: (sent, total) => setProgress({ sent, total: total || file.size, name: file.name }) },
      {
        onSuccess: succeeded,
        onSettled: () => {
          uploading.current = null;
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  const importPaste = () => {
    if (importer.isPending) return;
    importer.reset();
    if (!text.trim()) return setProblem('Paste a table or a list of keywords first.');
    if (text.length > KEYWORD_BANK_LIMITS.pasteChars) return setProblem('The pasted text is too long: split it into smaller pastes.');
    setProblem(null);
    importer.mutate(
      { kind: 'text', text },
      {
        onSuccess: (answer) => {
          setText('');
          succeeded(answer);
        },
      },
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload(event.dataTransfer.files[0]);
  };

  const failure = importer.error ? toUserError(importer.error, 'The import failed. Please try again.') : null;
  const shownError = problem ?? (failure && !failure.silent ? failure.message : null);
  const tab = (value: Mode, label: string, Icon: typeof Upload) => (
    <button
      type="button"
      aria-pressed={mode === value}
      disabled={importer.isPending}
      onClick={() => {
        setMode(value);
        setProblem(null);
      }}
      className={`inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        mode === value ? 'bg-white text-indigo-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900'
      } disabled:cursor-not-allowed disabled:opacity-60`}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );

  return (
    <div className="space-y-4" data-testid="import-keywords">
      <div className="inline-flex gap-1 rounded-xl bg-slate-100 p-1" role="group" aria-label="How to import">
        {tab('file', 'Upload a file', Upload)}
        {tab('paste', 'Paste a table or list', ClipboardPaste)}
      </div>

      {mode === 'file' ? (
        progress ? (
          <UploadProgress
            {...progress}
            onCancel={() => {
              setCancelled(true);
              uploading.current?.abort();
            }}
          />
        ) : (
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
            data-testid="drop-zone"
            className={`rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'}`}
          >
            <FileSpreadsheet aria-hidden className="mx-auto size-8 text-indigo-500" />
            <p className="mt-2 text-sm text-slate-700">Drop your keyword export here, or</p>
            <label htmlFor={`${id}-file`} className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-indigo-600">
              <Upload aria-hidden className="size-4" />
              Choose a file
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept={`${ACCEPTED_EXTENSIONS.join(',')},text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
                className="sr-only"
                aria-describedby={`${id}-file-hint`}
                onChange={(e) => upload(e.target.files?.[0])}
              />
            </label>
            <p id={`${id}-file-hint`} className="mt-2 text-xs text-slate-600">
              CSV, TSV or XLSX from Helium 10 (Cerebro, Magnet), Jungle Scout, DataDive or Brand Analytics; up to {MEGABYTES} MB and{' '}
              {KEYWORD_BANK_LIMITS.rows.toLocaleString('en-US')} keywords.
            </p>
          </div>
        )
      ) : (
        <div>
          <label htmlFor={`${id}-paste`} className="mb-1 block text-sm font-medium text-slate-800">
            Paste keywords
          </label>
          <textarea
            id={`${id}-paste`}
            rows={8}
            className={`${inputClass} font-mono text-xs leading-5`}
            value={text}
            aria-describedby={`${id}-paste-hint`}
            placeholder={'Keyword Phrase\tSearch Volume\ninsulated water bottle\t48200\n\nor one keyword per line:\nleak proof bottle, 3100'}
            onChange={(e) => setText(e.target.value)}
          />
          <p id={`${id}-paste-hint`} className="mt-1 text-xs text-slate-600">
            A table copied from a spreadsheet (with its header row), or one keyword per line with an optional volume after a comma or tab.
          </p>
          <Button className="mt-3" onClick={importPaste} disabled={importer.isPending}>
            {importer.isPending ? <Spinner className="size-4" /> : <ClipboardPaste aria-hidden className="size-4" />}
            {importer.isPending ? 'Importing…' : 'Import pasted keywords'}
          </Button>
        </div>
      )}

      {shownError && <Alert>{shownError}</Alert>}
      {cancelled && !importer.isPending && !shownError && <Alert tone="info">Upload cancelled. Choose the file again to import it.</Alert>}
      {importer.data && !importer.isPending && <ImportReport report={importer.data.report} />}
    </div>
  );
}
