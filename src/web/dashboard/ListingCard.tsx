import { Eye, Trash2 } from 'lucide-react';
import { AmazonPublishBadge } from '../amazon/AmazonPublishBadge';
import { splitTitles } from '../listings/content';
import type { ListingSummary } from '../listings/listings-api';
import { profileOrDefault } from '../listings/profile';
import { ScoreChange } from '../listings/ScoreChange';
import { Button } from '../ui/Button';

export const formatCreated = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
};

/** SPEC §2 listing card: created date, original title, generated title, View Details and a delete icon. */
export function ListingCard({ listing, onView, onDelete }: { listing: ListingSummary; onView: () => void; onDelete: () => void }) {
  const generated = splitTitles(listing.generated_title)[0] ?? '';
  const hasScores = typeof listing.original_score === 'number' && typeof listing.audit_score === 'number';
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md" data-testid="listing-card">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <time dateTime={listing.created_at}>Created {formatCreated(listing.created_at)}</time>
          {listing.policy_profile && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{profileOrDefault(listing.policy_profile).title.max}-char titles</span>
          )}
        </div>
        {hasScores && <ScoreChange before={listing.original_score!} after={listing.audit_score!} className="shrink-0" />}
      </div>
      <h3 className="mt-3 line-clamp-3 text-base font-semibold text-slate-900">{generated || 'Untitled listing'}</h3>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">
        <span className="font-medium text-slate-700">Original: </span>
        {listing.original_title}
      </p>
      {listing.amazon_publish && (
        <div className="mt-3">
          <AmazonPublishBadge state={listing.amazon_publish} />
        </div>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <Button variant="secondary" size="sm" onClick={onView}>
          <Eye aria-hidden className="size-4" />
          View Details
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete listing: ${generated || listing.original_title}`} className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}
