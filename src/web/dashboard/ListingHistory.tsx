import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import type { ListingRestore, ListingVersionSource, ListingVersionSummary } from '../../contract/index';
import { fetchListingVersions, fetchVersionDiff } from '../listings/listing-versions-api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { listingKeys } from './listing-keys';
import { RestoreVersionDialog } from './RestoreVersionDialog';
import { VersionDiff } from './VersionDiff';

export const SOURCE_LABEL: Record<ListingVersionSource, string> = {
  imported: 'Imported',
  generated: 'Generated',
  edited: 'Edited',
  published: 'Published',
  restored: 'Restored',
};

const SOURCE_STYLE: Record<ListingVersionSource, string> = {
  imported: 'bg-sky-50 text-sky-800 ring-sky-200',
  generated: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  edited: 'bg-slate-100 text-slate-800 ring-slate-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  restored: 'bg-amber-50 text-amber-900 ring-amber-300',
};

export const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
};

function VersionRow({ version, current, onRestore }: { version: ListingVersionSummary; current: boolean; onRestore: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between" data-testid="version-row">
      <div className="min-w-0 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">Version {version.version}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${SOURCE_STYLE[version.source]}`}>{SOURCE_LABEL[version.source]}</span>
          {current && <span className="text-xs font-medium text-slate-700">(current)</span>}
        </div>
        <p className="text-xs text-slate-600">
          <time dateTime={version.created_at}>{formatWhen(version.created_at)}</time> · by {version.by}
        </p>
        <p className="text-sm text-slate-700">{version.summary}</p>
      </div>
      {!current && (
        // The name keeps the visible words and tells the rows' buttons apart.
        <Button size="sm" variant="secondary" className="shrink-0" onClick={onRestore} aria-label={`Restore this version (version ${version.version})`}>
          Restore this version
        </Button>
      )}
    </li>
  );
}

function VersionSelect({ label, value, versions, onChange }: { label: string; value: number; versions: ListingVersionSummary[]; onChange: (v: number) => void }) {
  const id = useId();
  // A label by reference, not around the select, so the control's name is the label alone.
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={`${inputClass} mt-1`} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version} · {SOURCE_LABEL[v.source]} · {formatWhen(v.created_at)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Comparison({ listingId, versions }: { listingId: string; versions: ListingVersionSummary[] }) {
  const newest = versions[0]!.version;
  const [chosen, setChosen] = useState<{ from: number; to: number } | null>(null);
  // Until the seller picks, the newest version is compared with the one before it.
  const pair = chosen ?? { from: versions[1]?.version ?? newest, to: newest };
  const diff = useQuery({
    queryKey: listingKeys.diff(listingId, pair.from, pair.to),
    queryFn: ({ signal }) => fetchVersionDiff(listingId, pair.from, pair.to, signal),
  });
  return (
    <section aria-labelledby="compare-heading" className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id="compare-heading" className="text-sm font-semibold text-slate-900">
        Compare two versions
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <VersionSelect label="From version" value={pair.from} versions={versions} onChange={(from) => setChosen({ ...pair, from })} />
        <VersionSelect label="To version" value={pair.to} versions={versions} onChange={(to) => setChosen({ ...pair, to })} />
      </div>
      {diff.isPending ? (
        <Spinner label="Comparing the versions" className="size-5" />
      ) : diff.isError ? (
        <Alert>{diff.error.message || 'Could not compare the versions.'}</Alert>
      ) : (
        <VersionDiff diff={diff.data} />
      )}
    </section>
  );
}

/** The listing's history (issue 15): its versions, a comparison of any two, and restore. */
export function ListingHistory({ listingId }: { listingId: string }) {
  const [restoring, setRestoring] = useState<ListingVersionSummary | null>(null);
  const [restored, setRestored] = useState<ListingRestore | null>(null);
  const query = useQuery({ queryKey: listingKeys.versions(listingId), queryFn: ({ signal }) => fetchListingVersions(listingId, signal) });

  if (query.isPending) {
    return (
      <div role="status" className="flex justify-center py-8 text-indigo-600">
        <Spinner className="size-6" label="Loading the history" />
      </div>
    );
  }
  if (query.isError) return <Alert>{query.error.message || 'Could not load the history.'}</Alert>;
  const { versions, total } = query.data;
  if (versions.length === 0) return <p className="text-sm text-slate-700">This listing has no saved versions yet.</p>;

  return (
    <div className="space-y-5">
      {restored && (
        <Alert tone="success">
          Version {restored.version.restored_from} restored. The listing now has its text, saved as version {restored.version.version}.
        </Alert>
      )}
      {/* Keyed by the newest version, so a restore or a save starts the comparison afresh. */}
      <Comparison key={versions[0]!.version} listingId={listingId} versions={versions} />
      <section aria-labelledby="versions-heading" className="space-y-2">
        <h3 id="versions-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <History aria-hidden className="size-4" />
          Versions ({total})
        </h3>
        {total > versions.length && <p className="text-xs text-slate-600">The newest {versions.length} are shown.</p>}
        <ol className="space-y-2">
          {versions.map((version, i) => (
            <VersionRow key={version.version} version={version} current={i === 0} onRestore={() => setRestoring(version)} />
          ))}
        </ol>
      </section>
      <RestoreVersionDialog
        listingId={listingId}
        version={restoring}
        onClose={() => setRestoring(null)}
        onRestored={(answer) => {
          setRestoring(null);
          setRestored(answer);
        }}
      />
    </div>
  );
}
