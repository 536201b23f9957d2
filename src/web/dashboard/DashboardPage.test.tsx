import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn } from '../accounts/session';
import { listingSummarySchema } from '../../contract/listings';
import { json, mockApi } from '../testing/api-routes';
import { savedListing } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import DashboardPage from './DashboardPage';
import { DELETE_FAILED } from './DeleteListingModal';
import { SAVE_FAILED, SAVE_SUCCESS } from './ListingDetailsModal';

const usage = (remaining: number, role = 'user', total = 1) => json({ used: total - remaining, total, remaining, resetDate: '2025-12-01T00:00:00.000Z', role });
const config = () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x' });

const DETAILS = savedListing({ original_bullets: ['Old bullet one', 'Old bullet two'] });
const SUMMARY = listingSummarySchema.parse(DETAILS);

function renderPage() {
  return renderWithApp(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  act(() => markSignedIn({ id: 'u1', email: 'ada@example.com', name: 'Ada', display_name: 'Ada' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard (SPEC §2)', () => {
  it('shows the empty state with Create First Listing', async () => {
    mockApi({ 'GET /api/usage': () => usage(1), 'GET /api/listings': () => json({ listings: [], nextCursor: null }), 'GET /api/config': config });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Listing' })).toHaveAttribute('href', '/optimizer?new=1');
    expect(await screen.findByText('No listings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create First Listing' })).toBeInTheDocument();
  });

  it('shows the usage card: yellow at 0.5, red with Limit reached when empty, unlimited for privileged accounts', async () => {
    mockApi({ 'GET /api/usage': () => usage(0.5), 'GET /api/listings': () => json({ listings: [], nextCursor: null }), 'GET /api/config': config });
    const first = renderPage();
    await waitFor(() => expect(screen.getByTestId('usage-card')).toHaveAttribute('data-level', 'low'));
    first.unmount();

    mockApi({ 'GET /api/usage': () => usage(0), 'GET /api/listings': () => json({ listings: [], nextCursor: null }), 'GET /api/config': config });
    const second = renderPage();
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(screen.getByTestId('usage-card')).toHaveAttribute('data-level', 'empty');
    second.unmount();

    mockApi({ 'GET /api/usage': () => usage(999999, 'admin', 999999), 'GET /api/listings': () => json({ listings: [], nextCursor: null }), 'GET /api/config': config });
    renderPage();
    expect(await screen.findByText('Unlimited Access (Privileged Account)')).toBeInTheDocument();
  });

  it('says Failed to fetch usage data and Failed to fetch listings', async () => {
    mockApi({ 'GET /api/usage': () => json({}, 500), 'GET /api/listings': () => json({}, 500), 'GET /api/config': config });
    renderPage();
    expect(await screen.findByText('Failed to fetch usage data')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch listings', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('lists cards newest first and loads more', async () => {
    const second = { ...SUMMARY, id: 'l2', generated_title: 'Older Listing Title', original_title: 'Older original' };
    mockApi({
      'GET /api/usage': () => usage(1),
      'GET /api/config': config,
      'GET /api/listings': ({ url }) =>
        url.includes('cursor=c1') ? json({ listings: [second], nextCursor: null }) : json({ listings: [SUMMARY], nextCursor: 'c1' }),
    });
    renderPage();
    const card = await screen.findByTestId('listing-card');
    expect(card).toHaveTextContent('New Insulated Bottle');
    expect(card).not.toHaveTextContent('Alternative Title');
    expect(card).toHaveTextContent('Old bottle title');
    expect(card).toHaveTextContent('Created');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(2));
    expect(screen.getAllByTestId('listing-card')[1]).toHaveTextContent('Older Listing Title');
  });

  it('edits in the details modal: the success message, then a failure with the SPEC message', async () => {
    let fail = false;
    const { calls } = mockApi({
      'GET /api/usage': () => usage(1),
      'GET /api/config': config,
      'GET /api/listings': () => json({ listings: [SUMMARY], nextCursor: null }),
      'GET /api/listings/l1': () => json(DETAILS),
      'PUT /api/listings/l1': () => (fail ? json({ message: 'nope' }, 500) : json(DETAILS)),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listing details' });
    expect(await within(dialog).findByText('New Insulated Bottle')).toBeInTheDocument();
    expect(within(dialog).getByText('flask thermos')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(within(dialog).getByRole('region', { name: 'Description' })).getByRole('textbox'), ' More.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(SAVE_SUCCESS)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      generated_title: 'New Insulated Bottle | Alternative Title',
      generated_bullets: ['Bullet one', 'Bullet two'],
      generated_description: 'A description. More.',
      generated_keywords: ['flask', 'thermos'],
    });

    fail = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(SAVE_FAILED)).toBeInTheDocument();
  });

  it('asks before deleting and shows the error when it fails', async () => {
    mockApi({
      'GET /api/usage': () => usage(1),
      'GET /api/config': config,
      'GET /api/listings': () => json({ listings: [SUMMARY], nextCursor: null }),
      'DELETE /api/listings/l1': () => new Response('', { status: 500 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Delete listing/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('API request failed with status 500')).toBeInTheDocument();
    expect(DELETE_FAILED).toBe('Failed to delete listing');
  });
});
