import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Save, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { asStringList, backendTerms, splitTitles, type ListingContent } from '../listings/content';
import { ExportActions } from '../listings/ExportActions';
import { AmazonPublishBadge } from '../amazon/AmazonPublishBadge';
import { PublishToAmazon } from '../amazon/PublishToAmazon';
import { contentGuidance } from '../listings/GuidanceNote';
import { fetchListing, updateListing, type ListingDetails } from '../listings/listings-api';
import { ListingSections } from '../listings/ListingSections';
import { profileOrDefault } from '../listings/profile';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { PageSpinner, Spinner } from '../ui/Spinner';
import { useTimedFlag } from '../ui/useTimedFlag';
import { ScoreChange } from '../listings/ScoreChange';
import { formatCreated } from './ListingCard';
import { ListingHistory } from './ListingHistory';
import { listingKeys } from './listing-keys';

export const SAVE_SUCCESS = 'Changes saved successfully!';
export const SAVE_FAILED = 'Error saving changes. Please try again.';
export const SAVE_MESSAGE_MS = 3000;

export function contentOf(listing: ListingDetails): ListingContent {
  return {
    title: splitTitles(listing.generated_title)[0] ?? '',
    bullets: asStringList(listing.generated_bullets),
    description: listing.generated_description ?? '',
    backend: backendTerms(listing.generated_keywords),
  };
}

function Keywords({ listing }: { listing: ListingDetails }) {
  const rows = [
    ['Main keyword', listing.title_main_keyword],
    ['Secondary keywords', listing.title_secondary_keywords],
    ['Bullet keywords', listing.bullet_keywords],
  ].filter(([, value]) => value);
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ listing }: { listing: ListingDetails }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ListingContent | null>(null);
  const [saved, flagSaved] = useTimedFlag(SAVE_MESSAGE_MS);
  const content = contentOf(listing);
  const titles = splitTitles(listing.generated_title);
  const others = titles.slice(1);
  const profile = profileOrDefault(listing.policy_profile);
  const mutation = useMutation({
    mutationFn: (next: ListingContent) => updateListing(listing.id, next, others),
    onSuccess: async () => {
      setDraft(null);
      flagSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.one(listing.id) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
    },
  });
  const shown = draft ?? content;
  // Computed in the browser from the saved text, with the listing's own profile and marketplace.
  const guidance = contentGuidance(shown, profile, listing.marketplace);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          Created {formatCreated(listing.created_at)} · {profile.name}
          {typeof listing.original_score === 'number' && typeof listing.audit_score === 'number' && (
            <>
              {' '}
              · <ScoreChange before={listing.original_score} after={listing.audit_score} />
            </>
          )}
        </p>
        <AmazonPublishBadge state={listing.amazon_publish} />
        <div className="flex flex-wrap gap-2">
          {draft ? (
            <>
              <Button size="sm" onClick={() => mutation.mutate(draft)} disabled={mutation.isPending}>
                {mutation.isPending ? <Spinner className="size-4" /> : <Save aria-hidden className="size-4" />}
                Save Changes
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={mutation.isPending}
                onClick={() => {
                  mutation.reset();
                  setDraft(null);
                }}
              >
                <X aria-hidden className="size-4" />
                Cancel
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setDraft(content)}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
          )}
          <PublishToAmazon listingId={listing.id} marketplace={listing.marketplace} disabled={draft !== null} />
          <ExportActions content={shown} meta={{ listingId: listing.id, alternativeTitles: others, profile: profile.id, marketplace: listing.marketplace }} />
        </div>
      </div>
      {saved && <Alert tone="success">{SAVE_SUCCESS}</Alert>}
      {mutation.isError && <Alert>{SAVE_FAILED}</Alert>}
      <ListingSections
        content={shown}
        profile={profile}
        backendUnit="chars"
        onChange={draft ? setDraft : undefined}
        alternativeTitles={draft ? [] : others}
        guidance={guidance}
      />
      <details className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">Original listing and keywords</summary>
        <div className="mt-4 space-y-4">
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Original title</h3>
            <p className="mt-1 text-sm text-slate-800">{listing.original_title}</p>
          </div>
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Original bullet points</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800">
              {asStringList(listing.original_bullets).map((bullet, i) => (
                <li key={i}>{bullet}</li>
              ))}
            </ol>
          </div>
          <Keywords listing={listing} />
        </div>
      </details>
    </div>
  );
}

const tabClass =
  'rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700';

/**
 * The listing and its history (issue 15) as two tabs. The history mounts only when chosen, so it
 * is fetched when a seller asks for it and afresh each time.
 */
function ListingTabs({ listing }: { listing: ListingDetails }) {
  return (
    <Tabs.Root defaultValue="listing">
      <Tabs.List aria-label="Listing views" className="mb-4 flex gap-1 border-b border-slate-200">
        <Tabs.Trigger value="listing" className={tabClass}>
          Listing
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={tabClass}>
          History
        </Tabs.Trigger>
      </Tabs.List>
      {/* Kept mounted while the history is shown, so an unsaved edit survives a look at the history. */}
      <Tabs.Content value="listing" forceMount className="focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=inactive]:hidden">
        <Details listing={listing} />
      </Tabs.Content>
      <Tabs.Content value="history" className="focus-visible:outline-2 focus-visible:outline-indigo-600">
        <ListingHistory listingId={listing.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** SPEC §4 details modal: view, then Edit, then Save Changes or Cancel; and the listing's history. */
export function ListingDetailsModal({ listingId, onClose }: { listingId: string | null; onClose: () => void }) {
  const query = useQuery({
    queryKey: listingKeys.one(listingId ?? ''),
    queryFn: ({ signal }) => fetchListing(listingId!, signal),
    enabled: !!listingId,
  });
  return (
    <Modal open={!!listingId} onOpenChange={(open) => !open && onClose()} title="Listing details" size="lg">
      {query.isPending ? (
        <PageSpinner label="Loading the listing" />
      ) : query.isError ? (
        <Alert>{query.error.message || 'Failed to fetch listings'}</Alert>
      ) : (
        <ListingTabs key={query.data.id} listing={query.data} />
      )}
    </Modal>
  );
}
