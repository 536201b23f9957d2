import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import type { BankCoverage } from '../../contract/keyword-banks';
import { bankPhrase, defaultVolume } from '../../rules/keyword-bank/volume-coverage';
import { Alert } from '../ui/Alert';
import { headerCellClass, TableHead, type HeaderColumn } from '../ui/TableHead';
import { byVolume, formatScore, formatShare, formatVolume, PRIORITY_LABELS } from './labels';

type Row = BankCoverage['keywords'][number];
type Field = keyof Row['placements'];
type Placement = Row['placements'][Field];

export interface BankCoverageTableProps {
  /** The generate answer's `bank_coverage`: the original listing and the rewrite against the bank. */
  coverage: { before: BankCoverage; after: BankCoverage };
  /** A keyword was clicked: the output should highlight where it appears. */
  onSelect: (phrase: string) => void;
  /** The keyword highlighted now, shown as pressed. */
  selected?: string | null;
}

const FIELDS: [Field, string, string][] = [
  ['title', 'T', 'Title'],
  ['bullets', 'B', 'Bullets'],
  ['description', 'D', 'Description'],
  ['backend', 'S', 'Search terms'],
];

// The field columns show their letter; the full name is what a screen reader says.
const COLUMNS: (string | HeaderColumn)[] = [
  'Keyword',
  { label: 'Volume', className: headerCellClass('right') },
  'Priority',
  ...FIELDS.map(([, short, name]) => ({
    label: name,
    className: 'w-10 px-2 py-2 text-center font-semibold text-slate-700',
    content: (
      <>
        <abbr title={name} className="no-underline" aria-hidden>
          {short}
        </abbr>
        <span className="sr-only">{name}</span>
      </>
    ),
  })),
];

const MARK: Record<NonNullable<Placement> | 'none', { symbol: string; label: string; className: string }> = {
  exact: { symbol: '✓', label: 'exact', className: 'text-emerald-700' },
  variant: { symbol: '~', label: 'variant', className: 'text-emerald-700' },
  partial: { symbol: '◐', label: 'partial', className: 'text-amber-700' },
  none: { symbol: '–', label: 'not here', className: 'text-slate-400' },
};

const PRIORITY_BADGE: Record<Row['priority'], string> = {
  'must-have': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  normal: 'bg-slate-50 text-slate-700 ring-slate-200',
  excluded: 'bg-red-50 text-red-800 ring-red-200',
};

const placedSomewhere = (row: Row) => FIELDS.some(([field]) => row.placements[field] !== null);

const placedAsPhrase = (row: Row) => FIELDS.some(([field]) => row.placements[field] === 'exact' || row.placements[field] === 'variant');

/**
 * Monthly searches the listing is placed for (issue 25): only keywords placed exactly or as a
 * variant (a partial placement is no placement), and each search once. Phrases that overlap, one's
 * words all within another's ("spot the difference book" in "spot the difference book for kids"),
 * are one family of searches and count once, at the largest volume among them.
 */
export function placedVolume(coverage: BankCoverage): number {
  // Unknown volumes count at the bank's median, as the coverage score counts them (decision 0013).
  const fallback = defaultVolume(coverage.keywords);
  const placed = coverage.keywords
    .filter((k) => k.priority !== 'excluded' && placedAsPhrase(k))
    .map((k) => ({ words: new Set(bankPhrase(k.phrase).content), volume: k.volume ?? fallback }));
  const family = placed.map((_, i) => i);
  const root = (i: number): number => (family[i] === i ? i : (family[i] = root(family[i]!)));
  const within = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));
  placed.forEach((a, i) =>
    placed.forEach((b, j) => {
      if (j > i && (within(a.words, b.words) || within(b.words, a.words))) family[root(j)] = root(i);
    }),
  );
  const largest = new Map<number, number>();
  placed.forEach((k, i) => largest.set(root(i), Math.max(largest.get(root(i)) ?? 0, k.volume)));
  return [...largest.values()].reduce((sum, v) => sum + v, 0);
}

const fieldNames = (row: Row) =>
  FIELDS.filter(([field]) => row.placements[field] !== null)
    .map(([, , name]) => name.toLowerCase())
    .join(', ');

function Figure({ label, before, after, testId }: { label: string; before: string; after: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 flex items-center gap-2 text-lg font-semibold text-slate-900 tabular-nums">
        <span className="text-slate-500">{before}</span>
        <ArrowRight aria-label="to" className="size-4 text-slate-400" />
        <span>{after}</span>
      </dd>
    </div>
  );
}

/**
 * Issue 13: the listing against the seller's keyword bank, weighted by search volume. The score
 * and shares of the original listing and of the rewrite, the volume the rewrite gained, and every
 * keyword by volume with where it landed (T title, B bullets, D description, S search terms:
 * ✓ exact, ~ variant, ◐ partial, – absent). Excluded keywords that leaked are errors. Clicking a
 * keyword asks the output to highlight it.
 */
export function BankCoverageTable({ coverage, onSelect, selected = null }: BankCoverageTableProps) {
  const { before, after } = coverage;
  const rows = useMemo(() => [...after.keywords].sort(byVolume), [after.keywords]);
  const gained = placedVolume(after) - placedVolume(before);
  const leaked = rows.filter((r) => r.priority === 'excluded' && placedSomewhere(r));
  // A must-have only partly there (its words spread across fields) is missing too (issue 25).
  const missingMust = rows.filter((r) => r.priority === 'must-have' && !placedAsPhrase(r));

  return (
    <section aria-labelledby="bank-coverage-heading" className="mt-6" data-testid="bank-coverage">
      <h3 id="bank-coverage-heading" className="text-base font-semibold text-slate-900">
        Keyword bank coverage
      </h3>
      <p className="mt-1 text-sm text-slate-600">Weighted by search volume: your original listing, then the rewrite.</p>

      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Coverage score" before={formatScore(before.score)} after={formatScore(after.score)} testId="bank-score" />
        <Figure label="Volume in the title" before={formatShare(before.titleVolumeShare)} after={formatShare(after.titleVolumeShare)} testId="bank-title-share" />
        <Figure label="Volume anywhere" before={formatShare(before.volumeShare)} after={formatShare(after.volumeShare)} testId="bank-overall-share" />
        <div className="rounded-xl bg-indigo-50 px-4 py-3 ring-1 ring-indigo-200" data-testid="bank-volume-gained">
          <dt className="text-xs font-medium text-indigo-900">Search volume gained</dt>
          <dd className="mt-1 text-lg font-semibold text-indigo-900 tabular-nums">
            {gained >= 0 ? '+' : '−'}
            {formatVolume(Math.abs(gained))}
            <span className="ml-1 text-xs font-normal">searches / month</span>
          </dd>
          <dd className="mt-1 text-xs text-indigo-900">Exact and variant placements only; overlapping phrases count once.</dd>
        </div>
      </dl>

      {leaked.length > 0 && (
        <Alert className="mt-3">
          {leaked.length === 1 ? 'An excluded keyword appears' : `${leaked.length} excluded keywords appear`} in the listing:{' '}
          {leaked.map((r) => `“${r.phrase}” (${fieldNames(r)})`).join(', ')}. Remove {leaked.length === 1 ? 'it' : 'them'} before publishing.
        </Alert>
      )}
      {missingMust.length > 0 && (
        <Alert className="mt-3">
          {missingMust.length === 1 ? 'A must-have keyword is' : `${missingMust.length} must-have keywords are`} missing: {missingMust.map((r) => `“${r.phrase}”`).join(', ')}.
        </Alert>
      )}

      <p className="mt-3 text-xs text-slate-600">
        T title · B bullets · D description · S search terms — ✓ exact · ~ variant (plural, word order) · ◐ partial · – not there. Click a keyword to highlight it in
        the listing.
      </p>
      <div className="relative mt-2 overflow-x-auto rounded-xl ring-1 ring-slate-200" role="region" aria-label="Keyword bank coverage table" tabIndex={0}>
        <table className="min-w-full divide-y divide-slate-200 bg-white text-sm" data-testid="bank-coverage-table">
          <TableHead columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const placed = placedSomewhere(row);
              const leak = row.priority === 'excluded' && placed;
              const missing = !placed && row.priority !== 'excluded';
              const isSelected = selected === row.phrase;
              return (
                <tr key={row.phrase} className={leak ? 'bg-red-50' : isSelected ? 'bg-violet-50' : ''} data-state={leak ? 'leaked' : missing ? 'missing' : 'placed'}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(row.phrase)}
                      className={`max-w-[18rem] rounded text-left break-words underline decoration-dotted underline-offset-2 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                        isSelected ? 'text-violet-800 decoration-solid' : leak ? 'text-red-800' : 'text-slate-900'
                      }`}
                    >
                      {row.phrase}
                    </button>
                    {leak && (
                      <span className="block text-xs font-semibold text-red-700">Excluded, but found in the {fieldNames(row)}</span>
                    )}
                    {row.note && <span className="block text-xs font-normal text-slate-600">{row.note}</span>}
                  </th>
                  <td className="px-3 py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">{formatVolume(row.volume)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${PRIORITY_BADGE[row.priority]}`}>{PRIORITY_LABELS[row.priority]}</span>
                  </td>
                  {missing ? (
                    <td colSpan={4} className={`px-2 py-2 text-center text-xs font-medium whitespace-nowrap ${row.priority === 'must-have' ? 'text-red-700' : 'text-slate-600'}`}>
                      Not included
                    </td>
                  ) : (
                    FIELDS.map(([field, , name]) => {
                      const mark = MARK[row.placements[field] ?? 'none'];
                      return (
                        <td key={field} className={`px-2 py-2 text-center font-semibold ${leak && row.placements[field] ? 'text-red-700' : mark.className}`}>
                          <span aria-hidden>{mark.symbol}</span>
                          <span className="sr-only">
                            {name}: {mark.label}
                          </span>
                        </td>
                      );
                    })
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
