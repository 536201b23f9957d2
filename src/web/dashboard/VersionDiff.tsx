import type { FieldDiff, ListingVersionDiff, TextChange } from '../../contract/index';

const STATUS_LABEL: Record<FieldDiff['status'], string> = {
  unchanged: 'Unchanged',
  changed: 'Changed',
  added: 'Added',
  removed: 'Removed',
};

const STATUS_STYLE: Record<FieldDiff['status'], string> = {
  unchanged: 'bg-slate-100 text-slate-700',
  changed: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300',
  added: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-300',
  removed: 'bg-red-50 text-red-800 ring-1 ring-red-300',
};

/**
 * The words of one field with what changed marked as <del> and <ins>: struck through or
 * underlined as well as coloured, and named for screen readers, which do not announce the tags.
 */
function Changes({ changes }: { changes: TextChange[] }) {
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
      {changes.map((change, i) =>
        change.op === 'equal' ? (
          <span key={i}>{change.text}</span>
        ) : change.op === 'delete' ? (
          <del key={i} className="rounded bg-red-50 px-0.5 text-red-800 decoration-red-700 decoration-2">
            <span className="sr-only">[removed: </span>
            {change.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={i} className="rounded bg-emerald-50 px-0.5 text-emerald-900 underline decoration-emerald-700 decoration-2 underline-offset-2">
            <span className="sr-only">[added: </span>
            {change.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

/** Field by field, what changed between two versions; unchanged fields are named in one line. */
export function VersionDiff({ diff }: { diff: ListingVersionDiff }) {
  const differing = diff.fields.filter((field) => field.status !== 'unchanged');
  const unchanged = diff.fields.filter((field) => field.status === 'unchanged');
  return (
    <div className="space-y-3" data-testid="version-diff">
      {differing.length === 0 && <p className="text-sm text-slate-700">The two versions have the same text.</p>}
      <ul className="space-y-3">
        {differing.map((field) => (
          <li key={`${field.field}-${field.position ?? ''}`} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <div className="mb-1 flex items-center gap-2">
              <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{field.label}</h4>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[field.status]}`}>{STATUS_LABEL[field.status]}</span>
            </div>
            <Changes changes={field.changes} />
          </li>
        ))}
      </ul>
      {unchanged.length > 0 && (
        <p className="text-xs text-slate-600">
          <span className="font-medium">Unchanged:</span> {unchanged.map((field) => field.label).join(', ')}
        </p>
      )}
    </div>
  );
}
