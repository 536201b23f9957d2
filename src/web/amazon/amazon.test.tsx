import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AmazonConnection, AmazonImport, AmazonPreview, AmazonSubmission } from '../../contract/index';
import { amazonSubmission } from '../testing/amazon-fixtures';
import { savedListing } from '../testing/fixtures';
import { configHandler } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderWithApp } from '../testing/render';
import { AmazonConnectionCard } from './AmazonConnectionCard';
import { ImportFromAmazon } from './ImportFromAmazon';
import { PublishToAmazon } from './PublishToAmazon';

const CONNECTED: AmazonConnection = {
  connected: true,
  sellingPartnerId: 'A3SELLER01',
  method: 'authorization',
  connectedAt: '2026-11-26T10:00:00.000Z',
  region: 'na',
  connections: [
    { region: 'na', regionName: 'North America', sellingPartnerId: 'A3SELLER01', method: 'authorization', connectedAt: '2026-11-26T10:00:00.000Z', marketplaces: ['US', 'CA', 'MX', 'BR'] },
    { region: 'eu', regionName: 'Europe', sellingPartnerId: 'A3SELLER01', method: 'authorization', connectedAt: '2026-11-26T10:00:00.000Z', marketplaces: ['UK', 'DE', 'FR'] },
  ],
};
const NOT_CONNECTED: AmazonConnection = { connected: false, sellingPartnerId: null, method: null, connectedAt: null, region: 'na', connections: [] };

const IMPORTED: AmazonImport = {
  sku: 'KET-17',
  marketplace: 'UK',
  amazonMarketplaceId: 'A1F83G8C2ARO7P',
  asin: 'B0TEST',
  productType: 'KETTLE',
  brand: 'Brewmaster',
  form: { title: 'Brewmaster Kettle', bulletPoints: ['One', 'Two', '', '', ''], description: 'A kettle.', titleMainKeyword: '', titleSecondaryKeywords: '', bulletKeywords: '' },
  backendKeywords: 'tea kettle',
  audit: { score: 41, breakdown: { completeness: 1, compliance: 1, keywords: 1, structure: 1, substance: 1 }, findings: [], coverage: { keywords: [], weighted: null, fields: [] } },
  profile: 'amazon-2025',
  limits: { titleMaxChars: 200, bulletMaxChars: 500, descriptionMaxChars: 2000, backendMaxBytes: 249 },
  notes: ['Amazon has 8 bullet points; the form holds 6, so the last 2 were left out.'],
};

const PREVIEW: AmazonPreview = {
  sku: 'KET-17',
  marketplace: 'US',
  productType: 'KETTLE',
  status: 'VALID',
  amazonIssues: [{ code: '90244', message: 'Bullet claims need proof.', severity: 'WARNING', attributeNames: ['bullet_point'], field: 'bullets', standing: false }],
  blocking: false,
  standingErrors: false,
  findings: [{ rule: 'title.length', severity: 'warning', field: 'title', message: 'The title is short.' }],
  score: 77,
  warnings: ['Amazon has 7 bullet points for this SKU; publishing replaces all of them with these 5, so 2 will be removed.'],
  patch: { title: 'Brewmaster Kettle', bullets: ['a', 'b', 'c', 'd', 'e'], description: 'A kettle.' },
};

const submission = (status: AmazonSubmission['status']) =>
  amazonSubmission(status, {
    patch: PREVIEW.patch,
    issues: status === 'refused' ? [{ code: '90220', message: 'Title too long.', severity: 'ERROR', attributeNames: ['item_name'], field: 'title', standing: false }] : [],
  });

/** The listing's answer the publish dialog starts from: its last publish and its import, if any. */
const listingAnswer = (extra: Pick<Parameters<typeof savedListing>[0] & object, 'amazon_publish' | 'amazon_import'> = {}) =>
  http.get('/api/listings/l1', () => HttpResponse.json(savedListing({ id: 'l1', marketplace: 'US', amazon_publish: null, amazon_import: null, ...extra })));

const withRouter = (ui: React.ReactElement, path = '/dashboard') => <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;

describe('the Amazon controls without an SP-API app on the server', () => {
  it('show nothing', async () => {
    const calls: string[] = [];
    server.use(configHandler({ amazonConnect: false }), http.all('/api/amazon/*', ({ request }) => void calls.push(request.url)));
    renderWithApp(
      withRouter(
        <>
          <p>page</p>
          <AmazonConnectionCard />
          <ImportFromAmazon onImport={() => {}} />
          <PublishToAmazon listingId="l1" marketplace="US" />
        </>,
      ),
    );
    await screen.findByText('page');
    // The config has been read once the query settles; still nothing Amazon is shown or fetched.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Amazon/ })).toBeNull());
    expect(screen.queryByTestId('amazon-connection')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the Amazon connection card', () => {
  it('says how the consent ended, connects a region with a pasted token and disconnects it', async () => {
    let connection = NOT_CONNECTED;
    const posted: unknown[] = [];
    server.use(
      configHandler({ amazonConnect: true }),
      http.get('/api/amazon/connection', () => HttpResponse.json(connection)),
      http.post('/api/amazon/connection', async ({ request }) => {
        posted.push(await request.json());
        connection = CONNECTED;
        return HttpResponse.json(CONNECTED);
      }),
      http.delete('/api/amazon/connection', () => {
        connection = NOT_CONNECTED;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(withRouter(<AmazonConnectionCard />, '/dashboard?amazon=state'));
    expect(await screen.findByText(/already used, has expired, or was started in another session/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Paste a refresh token instead' }));
    await userEvent.type(screen.getByLabelText('Refresh token'), 'Atzr|token-from-seller-central');
    await userEvent.type(screen.getByLabelText('Seller id (merchant token)'), 'A3SELLER01');
    await userEvent.click(screen.getByRole('button', { name: 'Connect North America' }));
    expect(await screen.findByTestId('amazon-region-na')).toHaveTextContent('North America: seller A3SELLER01 · Amazon US, CA, MX, BR');
    expect(posted).toEqual([{ refreshToken: 'Atzr|token-from-seller-central', sellingPartnerId: 'A3SELLER01', region: 'na' }]);
    // Choosing a European store offers the Europe connection.
    await userEvent.selectOptions(screen.getByLabelText('A store you sell in'), 'UK');
    expect(screen.getByRole('button', { name: 'Connect Europe with Amazon' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect North America' }));
    await waitFor(() => expect(screen.queryByTestId('amazon-region-na')).toBeNull());
  });
});

describe('Import from Amazon', () => {
  it('sends a seller without a connection to the dashboard', async () => {
    server.use(configHandler({ amazonConnect: true }), http.get('/api/amazon/connection', () => HttpResponse.json(NOT_CONNECTED)));
    renderWithApp(withRouter(<ImportFromAmazon onImport={() => {}} />, '/optimizer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import from Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Amazon' });
    expect(await within(dialog).findByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('imports a SKU in the chosen marketplace and reports its score and notes', async () => {
    const asked: string[] = [];
    const onImport = vi.fn();
    server.use(
      configHandler({ amazonConnect: true }),
      http.get('/api/amazon/connection', () => HttpResponse.json(CONNECTED)),
      http.get('/api/amazon/items/:sku', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(IMPORTED);
      }),
    );
    renderWithApp(withRouter(<ImportFromAmazon onImport={onImport} />, '/optimizer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Import from Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Amazon' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Marketplace'), 'UK');
    await userEvent.type(within(dialog).getByLabelText('SKU'), 'KET-17');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByTestId('amazon-imported')).toHaveTextContent('Imported SKU KET-17 from Amazon UK. Its score as it stands: 41/100.');
    expect(screen.getByText(/the last 2 were left out/)).toBeInTheDocument();
    expect(onImport).toHaveBeenCalledWith(IMPORTED);
    expect(new URL(asked[0]!).pathname + new URL(asked[0]!).search).toBe('/api/amazon/items/KET-17?marketplace=UK');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Publish to Amazon', () => {
  // The dialog offers the stores of the seller's connected regions.
  beforeEach(() => server.use(http.get('/api/amazon/connection', () => HttpResponse.json(CONNECTED))));

  it('previews the ticked fields, publishes them on confirmation and follows the status to live', async () => {
    const previews: unknown[] = [];
    const publishes: unknown[] = [];
    server.use(
      configHandler({ amazonConnect: true }),
      http.post('/api/amazon/listings/l1/preview', async ({ request }) => {
        previews.push(await request.json());
        return HttpResponse.json(PREVIEW);
      }),
      http.post('/api/amazon/listings/l1/publish', async ({ request }) => {
        publishes.push(await request.json());
        return HttpResponse.json(submission('submitted'));
      }),
      http.get('/api/amazon/submissions/:id', () => HttpResponse.json(submission('live'))),
      listingAnswer(),
    );
    renderWithApp(withRouter(<PublishToAmazon listingId="l1" marketplace="US" />, '/optimizer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish to Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to Amazon' });
    expect(within(dialog).getByRole('checkbox', { name: 'Title' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('SKU'), 'KET-17');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Search terms' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview on Amazon' }));

    const preview = await within(dialog).findByTestId('amazon-preview');
    expect(within(preview).getByRole('list', { name: 'Amazon’s issues' })).toHaveTextContent('Warning (Bullet points): Bullet claims need proof. [90244]');
    expect(within(preview).getByRole('list', { name: 'Listcraft’s findings' })).toHaveTextContent('The title is short.');
    expect(preview).toHaveTextContent('so 2 will be removed');
    expect(previews).toEqual([{ sku: 'KET-17', marketplace: 'US', fields: ['title', 'bullets', 'description'] }]);
    expect(publishes).toEqual([]);

    await userEvent.click(within(preview).getByTestId('confirm-publish'));
    expect(await within(dialog).findByText(/Live on Amazon: the product page for SKU KET-17 shows the new text/)).toBeInTheDocument();
    expect(publishes).toEqual([{ sku: 'KET-17', marketplace: 'US', fields: ['title', 'bullets', 'description'], confirm: true }]);
  });

  it('shows an invalid publish with Amazon’s issues', async () => {
    server.use(
      configHandler({ amazonConnect: true }),
      http.post('/api/amazon/listings/l1/preview', () => HttpResponse.json(PREVIEW)),
      http.post('/api/amazon/listings/l1/publish', () => HttpResponse.json(submission('refused'))),
      http.get('/api/amazon/submissions/:id', () => HttpResponse.json(submission('refused'))),
      listingAnswer(),
    );
    renderWithApp(withRouter(<PublishToAmazon listingId="l1" marketplace="US" />, '/optimizer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish to Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to Amazon' });
    await userEvent.type(within(dialog).getByLabelText('SKU'), 'KET-17');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview on Amazon' }));
    await userEvent.click(await within(dialog).findByTestId('confirm-publish'));
    expect(await within(dialog).findByTestId('publish-status')).toHaveTextContent('Amazon refused the publish of SKU KET-17; nothing was changed.');
    expect(within(dialog).getByRole('list', { name: 'Amazon’s issues' })).toHaveTextContent('Error (Title): Title too long. [90220]');
  });

  it('starts on the SKU the listing was imported from', async () => {
    server.use(configHandler({ amazonConnect: true }), listingAnswer({ amazon_import: { sku: 'KET-IMPORTED', marketplace: 'UK' } }));
    renderWithApp(withRouter(<PublishToAmazon listingId="l1" marketplace="US" />, '/optimizer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish to Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to Amazon' });
    expect(await within(dialog).findByLabelText('SKU')).toHaveValue('KET-IMPORTED');
    expect(within(dialog).getByLabelText('Marketplace')).toHaveValue('UK');
  });

  it('starts on the SKU the listing was last published to, before the imported one', async () => {
    server.use(
      configHandler({ amazonConnect: true }),
      listingAnswer({
        amazon_import: { sku: 'KET-IMPORTED', marketplace: 'UK' },
        amazon_publish: { id: 'p1', status: 'live', reason: null, sku: 'KET-LIVE', marketplace: 'DE', at: '2026-11-26T10:00:00.000Z', issues_count: 0 },
      }),
    );
    renderWithApp(withRouter(<PublishToAmazon listingId="l1" marketplace="US" />, '/optimizer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish to Amazon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to Amazon' });
    expect(await within(dialog).findByLabelText('SKU')).toHaveValue('KET-LIVE');
    expect(within(dialog).getByLabelText('Marketplace')).toHaveValue('DE');
  });
});
