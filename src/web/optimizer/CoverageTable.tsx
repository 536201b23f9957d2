import { ArrowRight, Check, CircleDashed, Minus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoverageField, CoverageReport, CoverageStatus } from '../../rules/keyword-coverage';
import { TableHead } from '../ui/TableHead';

const COLUMNS: [CoverageField, string][] = [
  ['title', 'Title'],
  ['bullets', 'Bullets'],
  ['description', 'Description'],
  ['backend', 'Search terms'],
];

const HEADERS = ['Keyword', ...COLUMNS.map(([, label]) => ({ label, className: 'px-2 py-2 text-left font-semibold text-slate-700 sm:px-3 sm:whitespace-nowrap' }))];

const STATUS: Record<CoverageStatus, { label: string; className: string; Icon: typeof Check }> = {
  exact: { label: 'Exact phrase', className: 'text-emerald-700', Icon: Check },
  'all-words': { label: 'All words', className: 'text-emerald-700', Icon: Check },
  'some-words': { label: 'Some words', className: 'text-amber-700', Icon: CircleDashed },
  missing: { label: 'Missing', className: 'text-slate-500', Icon: Minus },
};

const KIND = { main: 'Main', secondary: 'Secondary', bullet: 'Bullet' } as const;

interface Overflow {
  left: boolean;
  right: boolean;
}

/**
 * Which sides of a horizontally scrolling box hide content. On a 375 px phone the table is wider
 * than the screen; without a cue the last column looks missing rather than scrolled away.
 */
function useHorizontalOverflow(rows: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => observer?.disconnect();
  }, [measure, rows]);
  return { ref, overflow, measure };
}

/** Issue 7: each keyword against Title, Bullets, Description and Search terms. */
export function CoverageTable({ coverage }: { coverage: CoverageReport }) {
  const { ref, overflow, measure } = useHorizontalOverflow(coverage.keywords.length);
  if (coverage.keywords.length === 0) return null;
  const scrolls = overflow.left || overflow.right;
  return (
    <section aria-labelledby="coverage-heading" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="coverage-heading" className="text-base font-semibold text-slate-900">
          Keyword coverage
        </h3>
        {coverage.weighted !== null && <p className="text-sm text-slate-600">Weighted coverage: {coverage.weighted}%</p>}
      </div>
      <p className="mt-1 text-xs text-slate-600 sm:hidden">
        <Check aria-hidden className="inline size-3.5 text-emerald-700" /> covered · <CircleDashed aria-hidden className="inline size-3.5 text-amber-700" /> some
        words · <Minus aria-hidden className="inline size-3.5" /> missing
      </p>
      {scrolls && (
        <p className="mt-2 flex items-center gap-1 text-xs font-medium text-indigo-700" data-testid="coverage-scroll-hint">
          Scroll sideways to see every column
          <ArrowRight aria-hidden className="size-3.5" />
        </p>
      )}
      <div className="relative mt-3">
        <div
          ref={ref}
          onScroll={measure}
          className="relative overflow-x-auto rounded-xl ring-1 ring-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Keyword coverage table"
          data-overflow={[overflow.left && 'left', overflow.right && 'right'].filter(Boolean).join(' ') || 'none'}
        >
          <table className="min-w-full divide-y divide-slate-200 bg-white text-sm" data-testid="coverage-table">
            <TableHead columns={HEADERS} />
            <tbody className="divide-y divide-slate-100">
              {coverage.keywords.map((row) => (
                <tr key={`${row.kind}-${row.keyword}`}>
                  <th scope="row" className="px-2 py-2 text-left font-medium text-slate-900 sm:px-3">
                    <span className="block max-w-[14rem] break-words sm:truncate" title={row.keyword}>
                      {row.keyword}
                    </span>
                    <span className="text-xs font-normal text-slate-600">{KIND[row.kind]} keyword</span>
                  </th>
                  {COLUMNS.map(([field]) => {
                    const { label, className, Icon } = STATUS[row.fields[field]];
                    return (
                      <td key={field} className={`px-2 py-2 whitespace-nowrap sm:px-3 ${className}`}>
                        <span className="inline-flex items-center gap-1">
                          <Icon aria-hidden className="size-4" />
                          <span className="sr-only sm:not-sr-only">{label}</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Shadows on the sides that hide columns; they follow the scroll position. */}
        {overflow.left && (
          <div aria-hidden className="pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-xl bg-gradient-to-r from-slate-900/15 to-transparent" />
        )}
        {overflow.right && (
          <div
            aria-hidden
            data-testid="coverage-scroll-shadow"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-xl bg-gradient-to-l from-slate-900/20 to-transparent"
          />
        )}
      </div>
    </section>
  );
}
