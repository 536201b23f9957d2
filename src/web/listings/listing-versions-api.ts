import type { ListingRestore, ListingVersionDiff, ListingVersionList } from '../../contract/index';
import { checked } from '../api/contract-check';
import { apiJson } from '../api/http';

/**
 * A listing's history (issue 15) as the web app reads and changes it; every answer is checked
 * against the contract (src/contract/listing-versions.ts) in development and tests.
 */

const versionsPath = (id: string) => `/api/listings/${encodeURIComponent(id)}/versions`;

export const fetchListingVersions = async (id: string, signal?: AbortSignal) =>
  checked<ListingVersionList>(await apiJson(versionsPath(id), { signal }), (c) => c.listingVersionListSchema);

export const fetchVersionDiff = async (id: string, from: number, to: number, signal?: AbortSignal) =>
  checked<ListingVersionDiff>(await apiJson(`${versionsPath(id)}/diff?${new URLSearchParams({ from: String(from), to: String(to) })}`, { signal }), (c) => c.listingVersionDiffSchema);

export const restoreListingVersion = async (id: string, version: number) =>
  checked<ListingRestore>(await apiJson(`${versionsPath(id)}/${version}/restore`, { method: 'POST' }), (c) => c.listingRestoreSchema);
