import { CheckCircle2, CircleAlert, CircleDot, Loader2, Replace } from 'lucide-react';
import type { AmazonPublishState } from '../../contract/index';

/** The words for where a listing's newest publish stands: the badge never relies on colour alone. */
export function publishStatusText(state: AmazonPublishState): string {
  switch (state.status) {
    case 'live':
      return `Live on Amazon (${state.marketplace})`;
    case 'accepted':
      return state.reason === 'catalog_owner' ? 'Stored by Amazon; the brand owner’s title stays on the product page' : 'Stored by Amazon, not on the product page yet';
    case 'submitted':
      return 'Publishing to Amazon…';
    case 'superseded':
      return 'Replaced by a newer publish';
    case 'refused':
      return 'Amazon refused the publish';
  }
}

const LOOK = {
  live: { Icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  accepted: { Icon: CircleDot, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  submitted: { Icon: Loader2, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  superseded: { Icon: Replace, className: 'bg-slate-50 text-slate-700 ring-slate-200' },
  refused: { Icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-200' },
} as const;

/** The dashboard card's and details modal's line for the listing's newest Amazon publish (issues 15, 26). */
export function AmazonPublishBadge({ state }: { state: AmazonPublishState | null | undefined }) {
  if (!state) return null;
  const { Icon, className } = LOOK[state.status];
  const text = publishStatusText(state);
  const detail = state.status === 'refused' && state.issues_count > 0 ? ` (${state.issues_count} ${state.issues_count === 1 ? 'issue' : 'issues'})` : '';
  return (
    <span
      className={`inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${className}`}
      role="status"
      aria-label={`${text}${detail}, SKU ${state.sku}`}
      title={`SKU ${state.sku}`}
      data-testid="amazon-publish-badge"
      data-status={state.status}
    >
      <Icon aria-hidden className={`size-3.5 ${state.status === 'submitted' ? 'motion-safe:animate-spin' : ''}`} />
      {text}
      {detail}
    </span>
  );
}
