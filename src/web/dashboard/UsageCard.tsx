import { Infinity as InfinityIcon, MessageCircle, RefreshCw } from 'lucide-react';
import { whatsappLink } from '../api/errors';
import { formatCredits } from '../credits/format';
import { creditLevel, isPrivileged } from '../credits/usage';
import { refreshUsage, useUsage } from '../credits/use-usage';
import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';
import { buttonClass } from '../ui/Button';

// Each level sets its own background: a shared bg-white next to bg-amber-50 left the winner to
// the stylesheet's order, and white won.
const LEVEL = {
  unlimited: { box: 'ring-indigo-200 bg-white', bar: 'bg-indigo-600', text: 'text-indigo-700' },
  ok: { box: 'ring-slate-200 bg-white', bar: 'bg-indigo-600', text: 'text-slate-900' },
  low: { box: 'ring-amber-300 bg-amber-50', bar: 'bg-amber-500', text: 'text-amber-900' },
  empty: { box: 'ring-red-300 bg-red-50', bar: 'bg-red-600', text: 'text-red-800' },
} as const;

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

/** SPEC §2 usage card: yellow at 0.5 or less, red with 'Limit reached' when empty, ∞ for privileged accounts. */
export function UsageCard() {
  const { usage, error, refreshing } = useUsage();
  const config = usePublicConfig();
  if (!usage) {
    return error ? <Alert>{error}</Alert> : <div className="h-36 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" aria-hidden />;
  }
  const level = creditLevel(usage, 'card');
  const style = LEVEL[level];
  const privileged = isPrivileged(usage);
  const usedShare = privileged || usage.total <= 0 ? 0 : Math.min(100, (usage.used / usage.total) * 100);

  return (
    <section aria-labelledby="usage-heading" className={`rounded-2xl p-5 shadow-sm ring-1 sm:p-6 ${style.box}`} data-testid="usage-card" data-level={level}>
      <div className="flex items-start justify-between gap-3">
        <h2 id="usage-heading" className="text-sm font-semibold text-slate-700">
          Credits this month
        </h2>
        <button
          type="button"
          onClick={() => void refreshUsage()}
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
          aria-label="Refresh usage"
        >
          <RefreshCw aria-hidden className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        </button>
      </div>
      {privileged ? (
        <>
          <p className={`mt-2 flex items-center gap-2 text-4xl font-bold ${style.text}`}>
            <InfinityIcon aria-hidden className="size-9" />
            <span className="sr-only">Unlimited</span>
          </p>
          <p className="mt-2 text-sm font-medium text-indigo-800">Unlimited Access (Privileged Account)</p>
        </>
      ) : (
        <>
          <p className={`mt-2 text-4xl font-bold tabular-nums ${style.text}`}>
            {formatCredits(usage.remaining)}
            <span className="ml-2 text-base font-medium text-slate-600">of {formatCredits(usage.total)} left</span>
          </p>
          <div
            className="mt-3 h-2 rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Credits used"
            aria-valuemin={0}
            aria-valuemax={usage.total}
            aria-valuenow={usage.used}
          >
            <div className={`h-2 rounded-full ${style.bar}`} style={{ width: `${usedShare}%` }} />
          </div>
          <p className="mt-2 text-xs text-slate-600">
            {formatCredits(usage.used)} used · renews {formatDate(usage.resetDate)}
          </p>
          {level === 'empty' && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-sm font-semibold text-red-800">Limit reached</p>
              {config && (
                <a href={whatsappLink(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
                  <MessageCircle aria-hidden className="size-4" />
                  Get more credits
                </a>
              )}
            </div>
          )}
          {level === 'low' && <p className="mt-3 text-sm font-medium text-amber-900">Running low: half a credit covers one step.</p>}
        </>
      )}
    </section>
  );
}
