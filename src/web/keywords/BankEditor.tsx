import { ChevronLeft, ChevronRight, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { KEYWORD_BANK_LIMITS } from '../../contract/keyword-bank-limits';
import { toUserError } from '../api/errors';
import { Alert, RetryAlert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { inputClass } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { headerCellClass, TableHead } from '../ui/TableHead';
import { useAddKeyword, useKeywordBank, useRemoveKeyword, useUpdateKeyword, type KeywordPriority } from './keyword-banks-api';
import { byVolume, formatVolume, PRIORITY_LABELS, PRIORITY_ORDER } from './labels';

/** Rows drawn at once: a bank may hold 10,000 keywords, and a page of them stays quick on a phone. */
export const EDITOR_PAGE_SIZE = 50;

/** inputClass's look, compact for a table row, with the ring colour left to the priority. */
const PRIORITY_SELECT =
  'block w-36 rounded-lg border-0 bg-white px-2 py-1.5 text-sm shadow-sm ring-1 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none';

const ROW_TONE: Record<KeywordPriority, string> = {
  'must-have': 'bg-emerald-50/60',
  normal: '',
  excluded: 'bg-red-50',
};

function mutationMessage(errors: unknown[]) {
  const error = errors.find(Boolean);
  if (!error) return null;
  const shown = toUserError(error, 'Could not save the change. Please try again.');
  return shown.silent ? null : shown.message;
}

function AddKeywordForm({ bankId }: { bankId: string }) {
  const add = useAddKeyword(bankId);
  const [phrase, setPhrase] = useState('');
  const [volume, setVolume] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = phrase.trim();
    if (!text) return setProblem('Enter a keyword to add.');
    const digits = volume.replace(/[\s,]/g, '');
    if (digits && !/^\d+$/.test(digits)) return setProblem('Search volume must be a whole number.');
    setProblem(null);
    add.mutate(
      { phrase: text, volume: digits ? Number(digits) : null },
      {
        onSuccess: () => {
          setPhrase('');
          setVolume('');
        },
      },
    );
  };
  const failure = mutationMessage([add.error]);

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Add a keyword">
      <div className="flex-1">
        <label htmlFor={`${id}-phrase`} className="mb-1 block text-sm font-medium text-slate-800">
          New keyword
        </label>
        <input
          id={`${id}-phrase`}
          className={inputClass}
          value={phrase}
          maxLength={KEYWORD_BANK_LIMITS.phrase}
          placeholder="e.g. insulated water bottle"
          onChange={(e) => setPhrase(e.target.value)}
        />
      </div>
      <div className="sm:w-40">
        <label htmlFor={`${id}-volume`} className="mb-1 block text-sm font-medium text-slate-800">
          Search volume <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input id={`${id}-volume`} className={inputClass} inputMode="numeric" value={volume} placeholder="e.g. 12000" onChange={(e) => setVolume(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden className="size-4" />}
        Add keyword
      </Button>
      {(problem ?? failure) && (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {problem ?? failure}
        </p>
      )}
    </form>
  );
}

/**
 * Issue 13: the bank's keywords, highest volume first, to search, re-prioritise, delete and add by
 * hand. Pages of EDITOR_PAGE_SIZE rows keep a 10,000-keyword bank responsive. Every change goes to
 * the server and the cache holds its answer, so the panel, the list and this table agree.
 */
export function BankEditor({ bankId }: { bankId: string }) {
  const bank = useKeywordBank(bankId);
  const update = useUpdateKeyword(bankId);
  const remove = useRemoveKeyword(bankId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();

  const sorted = useMemo(() => [...(bank.data?.keywords ?? [])].sort(byVolume), [bank.data]);
  const filtered = useMemo(() => {
    const needle = deferredSearch.trim().toLowerCase().replace(/\s+/g, ' ');
    return needle ? sorted.filter((k) => k.phrase.toLowerCase().includes(needle)) : sorted;
  }, [sorted, deferredSearch]);
  const pages = Math.max(1, Math.ceil(filtered.length / EDITOR_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = filtered.slice(current * EDITOR_PAGE_SIZE, (current + 1) * EDITOR_PAGE_SIZE);
  const failure = mutationMessage([update.error, remove.error]);

  if (bank.isPending) {
    return (
      <div className="flex items-center gap-3 py-6 text-slate-700" role="status">
        <Spinner className="size-5 text-indigo-600" />
        Loading keywords…
      </div>
    );
  }
  if (bank.isError) {
    return (
      <RetryAlert onRetry={() => void bank.refetch()}>
        {toUserError(bank.error, 'Could not load the keywords.').message || 'Could not load the keywords.'}
      </RetryAlert>
    );
  }

  const total = bank.data.keywords.length;
  const excluded = bank.data.keywords.filter((k) => k.priority === 'excluded').length;
  const mustHave = bank.data.keywords.filter((k) => k.priority === 'must-have').length;

  return (
    <div className="space-y-4" data-testid="bank-editor">
      <AddKeywordForm bankId={bankId} />

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-72">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
            Search keywords
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
            <input
              id={searchId}
              type="search"
              className={inputClass.replace('px-3', 'pr-3 pl-9')}
              value={search}
              placeholder="Filter by words"
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(0);
              }}
            />
          </div>
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {total.toLocaleString('en-US')} keywords · {mustHave} must-have · {excluded} excluded
          {deferredSearch.trim() && ` · ${filtered.length.toLocaleString('en-US')} match`}
        </p>
      </div>

      {failure && <Alert>{failure}</Alert>}

      {total === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          This bank has no keywords yet. Import an export or paste a list, or add one above.
        </p>
      ) : (
        // relative: the sr-only header cells are placed inside this scroll box, not past the page edge (issue 25).
        <div className="relative overflow-x-auto rounded-xl ring-1 ring-slate-200" role="region" aria-label="Keywords in this bank" tabIndex={0}>
          <table className="min-w-full divide-y divide-slate-200 bg-white text-sm" data-testid="bank-keywords">
            <TableHead columns={['Keyword', { label: 'Volume', className: headerCellClass('right') }, 'Priority', { label: 'Actions', srOnly: true }]} />
            <tbody className="divide-y divide-slate-100">
              {rows.map((k) => (
                <tr key={k.id} className={ROW_TONE[k.priority]} data-priority={k.priority}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <span className={`block max-w-[22rem] break-words ${k.priority === 'excluded' ? 'text-red-800 line-through decoration-red-500' : 'text-slate-900'}`}>
                      {k.phrase}
                    </span>
                    <span className="text-xs font-normal text-slate-600">
                      {k.priority === 'excluded' && <span className="mr-1 font-semibold text-red-700">Never used ·</span>}
                      {k.source}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">
                    {/* Amazon's Search Terms report ranks a term and gives no volume. */}
                    {k.volume === null && k.rank != null ? `rank ${k.rank.toLocaleString('en-US')}` : formatVolume(k.volume)}
                  </td>
                  <td className="px-3 py-2">
                    <select
                      aria-label={`Priority of ${k.phrase}`}
                      className={`${PRIORITY_SELECT} ${k.priority === 'excluded' ? 'font-medium text-red-800 ring-red-300' : 'text-slate-900 ring-slate-300'}`}
                      value={k.priority}
                      onChange={(e) => update.mutate({ keywordId: k.id, change: { priority: e.target.value as KeywordPriority } })}
                    >
                      {PRIORITY_ORDER.map((p) => (
                        <option key={p} value={p}>
                          {PRIORITY_LABELS[p]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button variant="ghost" size="sm" aria-label={`Delete ${k.phrase}`} onClick={() => remove.mutate(k.id)}>
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-slate-600">
                    No keyword matches “{deferredSearch.trim()}”.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav className="flex items-center justify-between gap-3" aria-label="Keyword pages">
          <Button variant="secondary" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </Button>
          <p className="text-sm text-slate-600 tabular-nums">
            {(current * EDITOR_PAGE_SIZE + 1).toLocaleString('en-US')}–{Math.min(filtered.length, (current + 1) * EDITOR_PAGE_SIZE).toLocaleString('en-US')} of{' '}
            {filtered.length.toLocaleString('en-US')} · page {current + 1} of {pages}
          </p>
          <Button variant="secondary" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
