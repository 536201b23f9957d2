import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile, resolveLimits } from '../../rules/index';
import { json, mockApi } from '../testing/api-routes';
import { savedListing } from '../testing/fixtures';
import { CONFIG } from '../testing/handlers';
import { renderWithApp } from '../testing/render';
import { ListingDetailsModal } from './ListingDetailsModal';

const LISTING = savedListing({
  generated_title: 'Trailmate Insulated Water Bottle 32 oz, Leak Proof Lid | Alternative Title',
  generated_bullets: ['COLD ALL DAY: Keeps drinks cold for 24 hours.', 'x'.repeat(320)],
  generated_description: 'An insulated water bottle for hikers and commuters.',
  generated_keywords: ['flask', 'thermos', 'canteen'],
  marketplace: 'IN',
});

function renderModal() {
  return renderWithApp(<ListingDetailsModal listingId="l1" onClose={() => {}} />);
}

beforeEach(() => {
  // The modal's Publish to Amazon section reads the public config (whether Amazon is offered).
  mockApi({ 'GET /api/listings/l1': () => json(LISTING), 'GET /api/config': () => json(CONFIG) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the details modal shows the thin-material guidance (issue 10 §5)', () => {
  it('computes it from the saved listing with its own profile and marketplace, beside each field', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Listing details' });
    const bullets = within(await within(dialog).findByRole('region', { name: 'Bullet points' })).getAllByRole('listitem');
    expect(within(bullets[0]!).getByTestId('guidance')).toHaveTextContent("Bullet 1 has 45 characters; the policy's target is 300–350.");
    expect(within(bullets[1]!).queryByTestId('guidance')).toBeNull(); // 320 characters: inside the target
    // India's search-term budget is smaller than the US one: the marketplace was taken from the listing.
    const india = resolveLimits(getProfile('amazon-2025'), { marketplace: 'IN' }).backend.target;
    const us = resolveLimits(getProfile('amazon-2025'), { marketplace: 'US' }).backend.target;
    expect(india).not.toEqual(us);
    expect(within(within(dialog).getByRole('region', { name: 'Backend search terms' })).getByTestId('guidance')).toHaveTextContent(
      `The search terms have 21 bytes; the policy's target is ${india[0]}–${india[1]}.`,
    );
  });

  it('follows the seller while editing', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Listing details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    expect(within(within(dialog).getByRole('region', { name: 'Description' })).getByTestId('guidance')).toBeInTheDocument();
    await userEvent.click(description);
    await userEvent.paste(` ${'Keeps drinks cold for 24 hours and hot for 12. '.repeat(40)}`);
    expect(within(within(dialog).getByRole('region', { name: 'Description' })).queryByTestId('guidance')).toBeNull();
  });
});
