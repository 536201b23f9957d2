import type { ListingDetails, ListingPage, ListingSummary } from '../../contract/index';
import { checked } from '../api/contract-check';
import { apiJson, request } from '../api/http';
import type { ListingContent } from './content';
import { toListingUpdate } from './content';

/** The saved-listing shapes are the API's own (src/contract/listings.ts). */
export type { ListingDetails, ListingPage, ListingSummary };

export const PAGE_SIZE = 20;

export async function fetchListings(cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return checked<ListingPage>(await apiJson(`/api/listings?${query}`, { signal }), (c) => c.listingPageSchema);
}

export const fetchListing = async (id: string, signal?: AbortSignal) =>
  checked<ListingDetails>(await apiJson(`/api/listings/${encodeURIComponent(id)}`, { signal }), (c) => c.listingSchema);

export const updateListing = async (id: string, content: ListingContent, otherTitles: string[] = []) =>
  checked<ListingDetails>(
    await apiJson(`/api/listings/${encodeURIComponent(id)}`, { method: 'PUT', body: toListingUpdate(content, otherTitles) }),
    (c) => c.listingSchema,
  );

export async function deleteListing(id: string) {
  await request(`/api/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
