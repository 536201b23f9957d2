/**
 * An audit score before and after (issue 25): a drop is shown as a drop, in red with a falling
 * arrow and words for a screen reader, never in the gain's green; an unchanged score is neutral.
 */
export function ScoreChange({ before, after, className = '' }: { before: number; after: number; className?: string }) {
  const trend = after > before ? 'up' : after < before ? 'down' : 'same';
  const tone = trend === 'up' ? 'bg-emerald-50 text-emerald-800' : trend === 'down' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-700';
  const words = trend === 'up' ? `score up from ${before} to ${after}` : trend === 'down' ? `score down from ${before} to ${after}` : `score unchanged at ${after}`;
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone} ${className}`} title="Audit score before and after" data-trend={trend} data-testid="score-change">
      <span aria-hidden>
        {before} {trend === 'down' ? '↘' : '→'} {after}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
