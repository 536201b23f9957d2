import type {
  AmazonConnection,
  AmazonConsent,
  AmazonImport,
  AmazonItemsPage,
  AmazonPreview,
  AmazonPreviewRequest,
  AmazonSubmission,
} from '../../contract/index';
import { checked } from '../api/contract-check';
import { apiJson } from '../api/http';

/** The Amazon connection's API (issue 15) as the web app calls it; answers checked against the contract in development and tests. */

export const amazonKeys = {
  connection: ['amazon', 'connection'] as const,
  submission: (id: string) => ['amazon', 'submission', id] as const,
};

export const fetchAmazonConnection = async (signal?: AbortSignal) =>
  checked<AmazonConnection>(await apiJson('/api/amazon/connection', { signal }), (c) => c.amazonConnectionSchema);

/** The consent page on the Seller Central of the store the seller sells in; the connection it makes is for that store's region. */
export const fetchConsentUrl = async (marketplace: string) =>
  checked<AmazonConsent>(await apiJson(`/api/amazon/connect?${new URLSearchParams({ marketplace })}`), (c) => c.amazonConsentSchema);

export const connectWithToken = async (refreshToken: string, sellingPartnerId: string, region: SpApiRegion) =>
  checked<AmazonConnection>(await apiJson('/api/amazon/connection', { method: 'POST', body: { refreshToken, sellingPartnerId, region } }), (c) => c.amazonConnectionSchema);

/** One region's connection, or all of them. */
export const disconnectAmazon = (region?: SpApiRegion) => apiJson<void>(`/api/amazon/connection${region ? `?region=${region}` : ''}`, { method: 'DELETE' });

export type SpApiRegion = 'na' | 'eu' | 'fe';

export const searchAmazonItems = async (marketplace: string, pageToken?: string) =>
  checked<AmazonItemsPage>(
    await apiJson(`/api/amazon/items?${new URLSearchParams({ marketplace, ...(pageToken ? { pageToken } : {}) })}`),
    (c) => c.amazonItemsPageSchema,
  );

export const importAmazonItem = async (sku: string, marketplace: string) =>
  checked<AmazonImport>(await apiJson(`/api/amazon/items/${encodeURIComponent(sku)}?${new URLSearchParams({ marketplace })}`), (c) => c.amazonImportSchema);

export const previewAmazonPublish = async (listingId: string, body: AmazonPreviewRequest) =>
  checked<AmazonPreview>(await apiJson(`/api/amazon/listings/${encodeURIComponent(listingId)}/preview`, { method: 'POST', body }), (c) => c.amazonPreviewSchema);

export const publishToAmazon = async (listingId: string, body: AmazonPreviewRequest) =>
  checked<AmazonSubmission>(
    await apiJson(`/api/amazon/listings/${encodeURIComponent(listingId)}/publish`, { method: 'POST', body: { ...body, confirm: true } }),
    (c) => c.amazonSubmissionSchema,
  );

export const fetchSubmission = async (id: string, signal?: AbortSignal) =>
  checked<AmazonSubmission>(await apiJson(`/api/amazon/submissions/${encodeURIComponent(id)}`, { signal }), (c) => c.amazonSubmissionSchema);

/** What the dashboard says after Seller Central sends the seller back (GET /api/amazon/callback's redirect). */
export const CALLBACK_OUTCOMES: Record<string, { tone: 'success' | 'warning' | 'error'; text: string }> = {
  connected: { tone: 'success', text: 'Your Amazon seller account is connected.' },
  refused: { tone: 'warning', text: 'Amazon did not authorize the connection. You can try again.' },
  state: { tone: 'error', text: 'That Amazon authorization link was already used, has expired, or was started in another session. Start the connection again from here.' },
  session: { tone: 'error', text: 'Sign in, then start the Amazon connection again.' },
  failed: { tone: 'error', text: 'Amazon could not be reached to finish the connection. Please try again.' },
  misconfigured: { tone: 'error', text: 'Amazon refused Listcraft’s app credentials. Please tell support.' },
};
