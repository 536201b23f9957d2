import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import type { AmazonPublishState } from '../../contract/index';

/** The words for where a listing's newest publish stands: the badge never relies on colour alone. */
export function publishStatusText(state: AmazonPublishState): string {
  if (state.status === 'accepted') return `Published to Amazon (${state.marketplace})`;
  if (state.status === 'submitted') return 'Publishing to Amazon…';
  return 'Amazon refused the publish';
}

const LOOK = {
  accepted: { Icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  submitted: { Icon: Loader2, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  invalid: { Icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-200' },
} as const;

/** The dashboard card's and details modal's line for the listing's newest Amazon publish (issue 15). */
export function AmazonPublishBadge({ state }: { state: AmazonPublishState | null | undefined }) {
  if (!state) return null;
  const { Icon, className } = LOOK[state.status];
  const text = publishStatusText(state);
  const detail = state.status === 'invalid' && state.issues_count > 0 ? ` (${state.issues_count} ${state.issues_count === 1 ? 'issue' : 'issues'})` : '';
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
