import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AmazonIssue, AmazonPreview } from '../../contract/index';
import { amazonSubmission } from '../testing/amazon-fixtures';
import { savedListing } from '../testing/fixtures';
import { configHandler } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { renderWithApp } from '../testing/render';
import { AmazonConnectionCard } from './AmazonConnectionCard';
import { PublishToAmazon } from './PublishToAmazon';
import { SubmissionStatus } from './SubmissionStatus';

/** Issue 26: the dialog tells the seller what Amazon did, and what was there before this change. */

const titleError: AmazonIssue = { code: '4000001', message: 'Title too long.', severity: 'ERROR', attributeNames: ['item_name'], field: 'title', standing: false };
const colourError: AmazonIssue = { code: '4000001', message: 'Colour is invalid.', severity: 'ERROR', attributeNames: ['color'], field: null, standing: true };

const preview = (extra: Partial<AmazonPreview>): AmazonPreview => ({
  sku: 'KET-17',
  marketplace: 'US',
  productType: 'KETTLE',
  status: 'VALID',
  amazonIssues: [],
  blocking: false,
  standingErrors: false,
  findings: [],
  score: 80,
  warnings: [],
  patch: { title: 'Brewmaster Kettle' },
  ...extra,
});

async function openPreview(answer: AmazonPreview, publishes: unknown[] = []) {
  server.use(
    configHandler({ amazonConnect: true }),
    http.post('/api/amazon/listings/l1/preview', () => HttpResponse.json(answer)),
    http.post('/api/amazon/listings/l1/publish', async ({ request }) => {
      publishes.push(await request.json());
      return HttpResponse.json(amazonSubmission('live'));
    }),
    http.get('/api/amazon/submissions/:id', () => HttpResponse.json(amazonSubmission('live'))),
    http.get('/api/amazon/connection', () =>
      HttpResponse.json({
        connected: true,
        sellingPartnerId: 'A3SELLER01',
        method: 'authorization',
        connectedAt: '2026-11-26T10:00:00.000Z',
        region: 'na',
        connections: [{ region: 'na', regionName: 'North America', sellingPartnerId: 'A3SELLER01', method: 'authorization', connectedAt: '2026-11-26T10:00:00.000Z', marketplaces: ['US', 'CA', 'MX', 'BR'] }],
      }),
    ),
    http.get('/api/listings/l1', () => HttpResponse.json(savedListing({ id: 'l1', marketplace: 'US', amazon_publish: null, amazon_import: { sku: 'KET-17', marketplace: 'US' } }))),
  );
  renderWithApp(
    <MemoryRouter>
      <PublishToAmazon listingId="l1" marketplace="US" />
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Publish to Amazon' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish to Amazon' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Preview on Amazon' }));
  return within(dialog).findByTestId('amazon-preview');
}

describe('the publish dialog and Amazon’s issues', () => {
  it('a new error on a sent field blocks Publish', async () => {
    const shown = await openPreview(preview({ status: 'INVALID', amazonIssues: [titleError], blocking: true }));
    expect(shown).toHaveTextContent('Amazon would refuse this change. Fix the errors below first.');
    expect(within(shown).queryByTestId('confirm-publish')).toBeNull();
  });

  it('an error already on Amazon is marked so, and Publish waits for the "publish anyway" tick', async () => {
    const publishes: unknown[] = [];
    const shown = await openPreview(preview({ status: 'INVALID', amazonIssues: [colourError], standingErrors: true }), publishes);
    expect(within(shown).getByRole('list', { name: 'Amazon’s issues' })).toHaveTextContent('Error: Colour is invalid. [4000001] (already on Amazon before this change)');
    const confirm = within(shown).getByTestId('confirm-publish');
    expect(confirm).toBeDisabled();
    await userEvent.click(within(shown).getByTestId('publish-anyway'));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText(/Live on Amazon/)).toBeInTheDocument();
    expect(publishes).toEqual([{ sku: 'KET-17', marketplace: 'US', fields: ['title', 'bullets', 'description', 'keywords'], confirm: true, publishAnyway: true }]);
  });
});

describe('where a publish stands', () => {
  it('explains a reseller’s accepted publish (the brand owner’s catalog, 8541) and offers Check again once polling ended', async () => {
    const onCheckAgain = vi.fn();
    render(
      <SubmissionStatus
        submission={amazonSubmission('accepted', { reason: 'catalog_owner', issues: [{ ...titleError, code: '8541', message: 'Conflicts with the catalog.' }] })}
        polling={false}
        checking={false}
        onCheckAgain={onCheckAgain}
      />,
    );
    expect(screen.getByTestId('publish-status')).toHaveTextContent('brand owner controls its catalog data');
    expect(screen.getByTestId('publish-status')).toHaveTextContent('8541');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onCheckAgain).toHaveBeenCalledOnce();
  });

  it('while polling, a submitted publish shows no Check again; after it, it does', () => {
    const submitted = amazonSubmission('submitted');
    const { rerender } = render(<SubmissionStatus submission={submitted} polling checking={false} onCheckAgain={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    rerender(<SubmissionStatus submission={submitted} polling={false} checking={false} onCheckAgain={() => undefined} />);
    expect(screen.getByTestId('publish-status')).toHaveTextContent('Amazon is still processing');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('says when a standing error alone made Amazon refuse, and names a superseded publish', () => {
    const { rerender } = render(<SubmissionStatus submission={amazonSubmission('refused', { issues: [colourError] })} polling={false} checking={false} onCheckAgain={() => undefined} />);
    expect(screen.getByTestId('publish-status')).toHaveTextContent('Amazon named only errors the listing already had before this change.');
    rerender(<SubmissionStatus submission={amazonSubmission('superseded')} polling={false} checking={false} onCheckAgain={() => undefined} />);
    expect(screen.getByTestId('publish-status')).toHaveTextContent('A newer publish to SKU KET-17 replaced this one');
  });
});

describe('the demo', () => {
  it('marks the Amazon panels as a demo when the server runs against the fake', async () => {
    server.use(
      configHandler({ amazonConnect: true, amazonMode: 'demo' }),
      http.get('/api/amazon/connection', () => HttpResponse.json({ connected: false, sellingPartnerId: null, method: null, connectedAt: null, region: 'na', connections: [] })),
    );
    renderWithApp(
      <MemoryRouter>
        <AmazonConnectionCard />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('amazon-demo-notice')).toHaveTextContent('Demo: this is a local stand-in for Amazon');
  });
});
