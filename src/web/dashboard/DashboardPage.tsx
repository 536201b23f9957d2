import { useInfiniteQuery } from '@tanstack/react-query';
import { FilePlus2, Files, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { displayName } from '../accounts/display-name';
import { useSession } from '../accounts/session';
import { fetchListings, type ListingSummary } from '../listings/listings-api';
import { usePageTitle } from '../shell/usePageTitle';
import { RetryAlert } from '../ui/Alert';
import { Button, ButtonLink } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { DeleteListingModal } from './DeleteListingModal';
import { ListingCard } from './ListingCard';
import { ListingDetailsModal } from './ListingDetailsModal';
import { listingKeys } from './listing-keys';
import { UsageCard } from './UsageCard';
import { AmazonConnectionCard } from '../amazon/AmazonConnectionCard';
import { usePublishWatch } from '../amazon/use-publish-watch';

export const LISTINGS_FAILED = 'Failed to fetch listings';

function EmptyState() {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid="empty-state">
      <FilePlus2 aria-hidden className="mx-auto size-10 text-indigo-500" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">No listings yet</h3>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">Optimize your first listing and it will be saved here, ready to edit, copy or export.</p>
      <ButtonLink to="/optimizer?new=1" className="mt-6">
        <Plus aria-hidden className="size-4" />
        Create First Listing
      </ButtonLink>
    </div>
  );
}

function Listings() {
  // A bulk job's row links here with ?listing=<id>, opening that listing's details.
  const [params] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(params.get('listing'));
  const [deleting, setDeleting] = useState<ListingSummary | null>(null);
  const query = useInfiniteQuery({
    queryKey: listingKeys.all,
    queryFn: ({ pageParam, signal }) => fetchListings(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  usePublishWatch(query.data?.pages.flatMap((page) => page.listings) ?? []);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-indigo-600" role="status">
        <Spinner className="size-8" label="Loading your listings" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {LISTINGS_FAILED}
      </RetryAlert>
    );
  }
  const listings = query.data.pages.flatMap((page) => page.listings);
  if (listings.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2" aria-label="Your listings">
        {listings.map((listing) => (
          <ListingCard key={listing.id} listing={listing} onView={() => setViewing(listing.id)} onDelete={() => setDeleting(listing)} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage && <Spinner className="size-4" />}
            Load more
          </Button>
        </div>
      )}
      <ListingDetailsModal listingId={viewing} onClose={() => setViewing(null)} />
      <DeleteListingModal listing={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const session = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
          <p className="mt-1 text-slate-600">Welcome back, {displayName(session.user)}. Your optimized listings, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/bulk-jobs" variant="secondary">
            <Files aria-hidden className="size-4" />
            Bulk jobs
          </ButtonLink>
          <ButtonLink to="/optimizer?new=1">
            <Plus aria-hidden className="size-4" />
            New Listing
          </ButtonLink>
        </div>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <UsageCard />
          <AmazonConnectionCard />
        </div>
        <section aria-labelledby="listings-heading">
          <h2 id="listings-heading" className="sr-only">
            Your listings
          </h2>
          <Listings />
        </section>
      </div>
    </div>
  );
}
