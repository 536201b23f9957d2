import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { AuditResult } from '../../rules/audit';
import type { Finding, Severity } from '../../rules/types';
import { Button } from '../ui/Button';

const SEVERITY_STYLE: Record<Severity, string> = {
  error: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-100 text-sky-900',
};
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const BREAKDOWN = [
  ['compliance', 'Compliance'],
  ['substance', 'Substance'],
  ['keywords', 'Keywords'],
  ['completeness', 'Completeness'],
  ['structure', 'Structure'],
] as const;
const FIELD_LABEL: Record<Exclude<Finding['field'], 'bullets'>, string> = {
  title: 'Title',
  description: 'Description',
  backend: 'Search terms',
  highlights: 'Highlights',
  keywords: 'Keywords',
};

export const fieldLabel = (finding: Finding) => (finding.field === 'bullets' ? `Bullet ${(finding.index ?? 0) + 1}` : FIELD_LABEL[finding.field]);

const scoreColour = (score: number) => (score >= 85 ? 'text-emerald-700' : score >= 60 ? 'text-amber-700' : 'text-red-700');

const FIXABLE = new Set<Finding['field']>(['title', 'bullets', 'description', 'backend']);
const LIMIT = 8;

interface AuditPanelProps {
  before?: AuditResult | null;
  after: AuditResult;
  /** Present while editing: findings with a suggested fix get an Apply fix button. */
  onApplyFix?: (finding: Finding) => void;
}

/** Issue 7's before/after audit: the original listing's score against the optimized one, live while editing. */
export function AuditPanel({ before, after, onApplyFix }: AuditPanelProps) {
  const [showAll, setShowAll] = useState(false);
  const findings = [...after.findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  const shown = showAll ? findings : findings.slice(0, LIMIT);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;

  return (
    <section aria-labelledby="audit-heading" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200" data-testid="audit-panel">
      <h3 id="audit-heading" className="text-base font-semibold text-slate-900">
        Listing audit
      </h3>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <p className="text-xs font-medium text-slate-600">Original</p>
          <p className={`text-3xl font-bold tabular-nums ${before ? scoreColour(before.score) : 'text-slate-400'}`} data-testid="score-before">
            {before ? before.score : '–'}
          </p>
        </div>
        <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <p className="text-xs font-medium text-slate-600">Optimized</p>
          <p className={`text-3xl font-bold tabular-nums ${scoreColour(after.score)}`} data-testid="score-after" aria-live="polite">
            {after.score}
          </p>
        </div>
      </div>
      <dl className="mt-4 space-y-2">
        {BREAKDOWN.map(([key, label]) => (
          // dt and dd sit directly in the group's div, as a <dl> requires (axe: dlitem, definition-list).
          <div key={key} className="grid grid-cols-[1fr_auto] text-xs text-slate-700">
            <dt>{label}</dt>
            <dd className="tabular-nums">
              {before ? `${before.breakdown[key] ?? '–'} → ` : ''}
              <span className="font-semibold text-slate-900">{after.breakdown[key]}</span>
            </dd>
            <dd className="col-span-2 mt-1 space-y-0.5" aria-hidden>
              {before && (
                <div className="h-1 rounded-full bg-slate-200">
                  <div className="h-1 rounded-full bg-slate-400" style={{ width: `${before.breakdown[key] ?? 0}%` }} />
                </div>
              )}
              <div className="h-1.5 rounded-full bg-slate-200">
                <div className="h-1.5 rounded-full bg-indigo-600" style={{ width: `${after.breakdown[key]}%` }} />
              </div>
            </dd>
          </div>
        ))}
      </dl>
      {before && (
        <p className="mt-2 flex items-center gap-3 text-xs text-slate-600" aria-hidden>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-1 w-3 rounded-full bg-slate-400" /> original
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-1.5 w-3 rounded-full bg-indigo-600" /> optimized
          </span>
        </p>
      )}

      <h4 className="mt-5 text-sm font-semibold text-slate-900">
        Findings{' '}
        <span className="font-normal text-slate-600">
          ({counts.error} error{counts.error === 1 ? '' : 's'}, {counts.warning} warning{counts.warning === 1 ? '' : 's'}, {counts.info} tip
          {counts.info === 1 ? '' : 's'})
        </span>
      </h4>
      {findings.length === 0 ? (
        <p className="mt-2 text-sm text-emerald-700">No findings: this listing follows every rule we check.</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="findings">
          {shown.map((finding, i) => (
            <li key={`${finding.rule}-${finding.field}-${finding.index ?? ''}-${finding.start ?? ''}-${i}`} className="rounded-lg bg-white p-2.5 text-xs ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className={`rounded px-1.5 py-0.5 font-semibold uppercase ${SEVERITY_STYLE[finding.severity]}`}>{finding.severity}</span>
                <span className="font-medium text-slate-700">{fieldLabel(finding)}</span>
              </div>
              <p className="mt-1 text-slate-800">{finding.message}</p>
              {onApplyFix && finding.fix !== undefined && FIXABLE.has(finding.field) && (
                <Button size="sm" variant="ghost" className="mt-1 -ml-2" onClick={() => onApplyFix(finding)}>
                  <Wand2 aria-hidden className="size-3.5" />
                  Apply fix
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {findings.length > LIMIT && (
        <Button size="sm" variant="ghost" className="mt-2" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${findings.length}`}
        </Button>
      )}
    </section>
  );
}
