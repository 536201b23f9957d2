import { RefreshCw } from 'lucide-react';
import { formatCredits } from './format';
import { creditLevel, isPrivileged } from './usage';
import { refreshUsage, useUsage } from './use-usage';

const LEVEL_STYLE = {
  unlimited: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  low: 'bg-amber-50 text-amber-900 ring-amber-300',
  empty: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** Top-bar credits (issue 5): remaining credits, live, with a refresh button. */
export function CreditBadge() {
  const { usage, error, refreshing } = useUsage();
  const level = usage ? creditLevel(usage, 'badge') : 'ok';
  const label = !usage
    ? error
      ? 'Credits unavailable'
      : '…'
    : isPrivileged(usage)
      ? '∞'
      : level === 'empty'
        ? 'Limit reached'
        : formatCredits(usage.remaining);
  const title = usage
    ? isPrivileged(usage)
      ? 'Unlimited Access (Privileged Account)'
      : `${formatCredits(usage.remaining)} of ${formatCredits(usage.total)} credits left this month`
    : (error ?? 'Loading credits');

  return (
    <div
      className={`inline-flex items-center gap-1 rounded-full py-0.5 pr-0.5 pl-3 text-sm font-medium ring-1 ${LEVEL_STYLE[level]}`}
      data-testid="credit-badge"
      data-level={level}
      data-loaded={usage ? 'true' : 'false'}
    >
      <span title={title}>
        <span className="sr-only">Credits: </span>
        <span aria-live="polite">{label}</span>
        {usage && !isPrivileged(usage) && level !== 'empty' && (
          <span className="ml-1 font-normal opacity-80">{usage.remaining === 1 ? 'credit' : 'credits'}</span>
        )}
      </span>
      <button
        type="button"
        onClick={() => void refreshUsage()}
        className="rounded-full p-1.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label="Refresh credits"
        title="Refresh credits"
      >
        <RefreshCw aria-hidden className={`size-3.5 ${refreshing ? 'animate-spin' : ''}`} data-spinning={refreshing || undefined} />
      </button>
    </div>
  );
}
