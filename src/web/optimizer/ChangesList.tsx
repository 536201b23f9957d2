import { ListChecks } from 'lucide-react';
import { useId } from 'react';

/**
 * "What we changed and why": every part of the seller's text the writer left out and every fix the
 * rules made, with its reason, so nothing disappears without the seller seeing it.
 */
export function ChangesList({ changes }: { changes: readonly string[] | undefined }) {
  const id = useId();
  if (!changes) return null;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5" data-testid="changes">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ListChecks aria-hidden className="size-4 text-indigo-600" />
        What we changed and why
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing to report: the writer reported nothing of yours left out, and no rule needed a fix.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-800">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
