import type { AmazonPublishState } from '../../contract/index';
import { apiJson, request } from '../api/http';
import type { ListingContent } from './content';
import { toListingUpdate } from './content';

export interface ListingSummary {
  id: string;
  created_at: string;
  original_title: string;
  generated_title: string;
  original_score?: number | null;
  audit_score?: number | null;
  policy_profile?: string | null;
  /** The newest Amazon publish (issue 15); absent from answers of servers without it. */
  amazon_publish?: AmazonPublishState | null;
}

export interface ListingPage {
  listings: ListingSummary[];
  nextCursor: string | null;
}

export interface ListingDetails extends ListingSummary {
  updated_at?: string;
  original_bullets: unknown;
  generated_bullets: unknown;
  generated_description: string;
  generated_keywords: unknown;
  title_main_keyword: string;
  title_secondary_keywords?: string | null;
  bullet_keywords?: string | null;
  marketplace?: string | null;
  engine?: string | null;
  /** The Amazon SKU the listing was imported from, if it was. */
  amazon_import?: { sku: string; marketplace: string } | null;
}

export const PAGE_SIZE = 20;

export function fetchListings(cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiJson<ListingPage>(`/api/listings?${query}`, { signal });
}

export const fetchListing = (id: string, signal?: AbortSignal) => apiJson<ListingDetails>(`/api/listings/${encodeURIComponent(id)}`, { signal });

export const updateListing = (id: string, content: ListingContent, otherTitles: string[] = []) =>
  apiJson<ListingDetails>(`/api/listings/${encodeURIComponent(id)}`, { method: 'PUT', body: toListingUpdate(content, otherTitles) });

export async function deleteListing(id: string) {
  await request(`/api/listings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
