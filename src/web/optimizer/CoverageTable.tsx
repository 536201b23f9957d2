import { Check, CircleDashed, Minus } from 'lucide-react';
import type { CoverageField, CoverageReport, CoverageStatus } from '../../listing/coverage';

const COLUMNS: [CoverageField, string][] = [
  ['title', 'Title'],
  ['bullets', 'Bullets'],
  ['description', 'Description'],
  ['backend', 'Search terms'],
];

const STATUS: Record<CoverageStatus, { label: string; className: string; Icon: typeof Check }> = {
  exact: { label: 'Exact phrase', className: 'text-emerald-700', Icon: Check },
  'all-words': { label: 'All words', className: 'text-emerald-700', Icon: Check },
  'some-words': { label: 'Some words', className: 'text-amber-700', Icon: CircleDashed },
  missing: { label: 'Missing', className: 'text-slate-500', Icon: Minus },
};

const KIND = { main: 'Main', secondary: 'Secondary', bullet: 'Bullet' } as const;

/** Issue 7: each keyword against Title, Bullets, Description and Search terms. */
export function CoverageTable({ coverage }: { coverage: CoverageReport }) {
  if (coverage.keywords.length === 0) return null;
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
      <div className="mt-3 overflow-x-auto rounded-xl ring-1 ring-slate-200" tabIndex={0} role="region" aria-label="Keyword coverage table">
        <table className="min-w-full divide-y divide-slate-200 bg-white text-sm" data-testid="coverage-table">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                Keyword
              </th>
              {COLUMNS.map(([, label]) => (
                <th key={label} scope="col" className="px-2 py-2 text-left font-semibold text-slate-700 sm:px-3 sm:whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
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
    </section>
  );
}
