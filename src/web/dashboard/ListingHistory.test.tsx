import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListingVersion, ListingVersionDiff } from '../../contract/index';
import { listingVersionDiffSchema } from '../../contract/index';
import { savedListing } from '../testing/fixtures';
import { configHandler } from '../testing/handlers';
import { createHistoryStore, listingHistoryHandlers, type ListingHistoryStore } from '../testing/listing-version-handlers';
import { server } from '../testing/msw-server';
import { renderWithApp } from '../testing/render';
import { ListingDetailsModal } from './ListingDetailsModal';

const GENERATED = {
  title: 'Trailmate Insulated Water Bottle 32 oz | Alternative Title',
  bullets: ['COLD ALL DAY: Keeps drinks cold for 24 hours.', 'NO LEAKS: Leak proof lid.'],
  description: 'An insulated water bottle.',
  search_terms: ['flask', 'thermos'],
};
const EDITED = { ...GENERATED, title: 'Trailmate Steel Water Bottle 32 oz | Alternative Title', search_terms: ['flask', 'thermos', 'canteen'] };

const VERSIONS: ListingVersion[] = [
  { version: 1, source: 'generated', created_at: '2025-11-20T10:00:00.000Z', by: 'Ada', restored_from: null, summary: 'First version', fields: GENERATED },
  { version: 2, source: 'edited', created_at: '2025-11-21T09:30:00.000Z', by: 'Ada', restored_from: null, summary: 'Title and search terms changed', fields: EDITED },
];

/** The listing as it is now: version 2's text. */
const LISTING = savedListing({
  updated_at: '2025-11-21T09:30:00.000Z',
  generated_title: EDITED.title,
  generated_bullets: EDITED.bullets,
  generated_description: EDITED.description,
  generated_keywords: EDITED.search_terms,
});

/** The server's answer for 1 → 2, word by word, as test/listings/listing-versions.test.ts checks it. */
const DIFF_1_2: ListingVersionDiff = listingVersionDiffSchema.parse({
  from: { ...VERSIONS[0], fields: undefined },
  to: { ...VERSIONS[1], fields: undefined },
  fields: [
    {
      field: 'title',
      position: null,
      label: 'Title',
      status: 'changed',
      before: GENERATED.title,
      after: EDITED.title,
      changes: [
        { op: 'equal', text: 'Trailmate ' },
        { op: 'delete', text: 'Insulated' },
        { op: 'insert', text: 'Steel' },
        { op: 'equal', text: ' Water Bottle 32 oz | Alternative Title' },
      ],
    },
    { field: 'bullet', position: 1, label: 'Bullet 1', status: 'unchanged', before: GENERATED.bullets[0], after: GENERATED.bullets[0], changes: [{ op: 'equal', text: GENERATED.bullets[0] }] },
    { field: 'bullet', position: 2, label: 'Bullet 2', status: 'unchanged', before: GENERATED.bullets[1], after: GENERATED.bullets[1], changes: [{ op: 'equal', text: GENERATED.bullets[1] }] },
    { field: 'description', position: null, label: 'Description', status: 'unchanged', before: GENERATED.description, after: GENERATED.description, changes: [{ op: 'equal', text: GENERATED.description }] },
    {
      field: 'search_terms',
      position: null,
      label: 'Search terms',
      status: 'changed',
      before: 'flask thermos',
      after: 'flask thermos canteen',
      changes: [
        { op: 'equal', text: 'flask thermos' },
        { op: 'insert', text: ' canteen' },
      ],
    },
  ],
});

let store: ListingHistoryStore;

beforeEach(() => {
  store = createHistoryStore(LISTING, structuredClone(VERSIONS));
  // The modal's Publish to Amazon section reads the public config (whether Amazon is offered).
  server.use(configHandler(), ...listingHistoryHandlers(store, { '1-2': DIFF_1_2 }));
});

async function openHistory() {
  renderWithApp(<ListingDetailsModal listingId="l1" onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Listing details' });
  await userEvent.click(await within(dialog).findByRole('tab', { name: 'History' }));
  return dialog;
}

const rows = (dialog: HTMLElement) => within(dialog).findAllByTestId('version-row');

describe('the listing history in the details modal (issue 15)', () => {
  it('is fetched only when the History tab is chosen', async () => {
    renderWithApp(<ListingDetailsModal listingId="l1" onClose={() => {}} />);
    await screen.findByRole('tab', { name: 'History' });
    expect(store.calls.map((c) => c.url)).toEqual(['/api/listings/l1']);
  });

  it('keeps an unsaved edit while the seller looks at the history', async () => {
    const dialog = await openHistory();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Listing' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Unsaved words');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    await within(dialog).findByTestId('version-diff');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Listing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Unsaved words');
  });

  it('lists the versions newest first with their source, time, author and summary', async () => {
    const dialog = await openHistory();
    const [newest, oldest] = await rows(dialog);
    expect(newest).toHaveTextContent('Version 2');
    expect(newest).toHaveTextContent('Edited');
    expect(newest).toHaveTextContent('(current)');
    expect(newest).toHaveTextContent('by Ada');
    expect(newest).toHaveTextContent('Title and search terms changed');
    expect(within(newest!).getByText(/2025/).closest('time')).toHaveAttribute('datetime', '2025-11-21T09:30:00.000Z');
    expect(within(newest!).queryByRole('button', { name: /Restore this version/ })).toBeNull();
    expect(oldest).toHaveTextContent('Version 1');
    expect(oldest).toHaveTextContent('Generated');
    expect(within(oldest!).getByRole('button', { name: 'Restore this version (version 1)' })).toBeInTheDocument();
  });

  it('compares the newest with the one before, marking words as removed and added in text, not colour alone', async () => {
    const dialog = await openHistory();
    const diff = await within(dialog).findByTestId('version-diff');
    expect(store.calls.map((c) => c.url)).toContain('/api/listings/l1/versions/diff?from=1&to=2');
    const title = within(diff).getByRole('heading', { name: 'Title' }).closest('li')!;
    expect(title).toHaveTextContent('Changed');
    const removed = title.querySelector('del')!;
    const added = title.querySelector('ins')!;
    expect(removed).toHaveTextContent('[removed: Insulated]');
    expect(added).toHaveTextContent('[added: Steel]');
    expect(within(diff).getByRole('heading', { name: 'Search terms' }).closest('li')!.querySelector('ins')).toHaveTextContent('canteen');
    // Unchanged fields are named, not repeated.
    expect(within(diff).queryByRole('heading', { name: 'Description' })).toBeNull();
    expect(diff).toHaveTextContent('Unchanged: Bullet 1, Bullet 2, Description');
  });

  it('compares any two versions the seller picks', async () => {
    const dialog = await openHistory();
    await within(dialog).findByTestId('version-diff');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'To version' }), within(dialog).getAllByRole('option', { name: /^Version 1/ })[1]!);
    await waitFor(() => expect(within(dialog).getByTestId('version-diff')).toHaveTextContent('The two versions have the same text.'));
    expect(store.calls.map((c) => c.url)).toContain('/api/listings/l1/versions/diff?from=1&to=1');
  });

  it('restores a version after a confirmation, then shows the new version and the restored listing', async () => {
    const dialog = await openHistory();
    const [, oldest] = await rows(dialog);
    await userEvent.click(within(oldest!).getByRole('button', { name: 'Restore this version (version 1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveTextContent('Nothing is lost');
    expect(store.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));

    expect(await within(dialog).findByText(/Version 1 restored/)).toHaveTextContent('saved as version 3');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/listings/l1/versions/1/restore']);
    const after = await rows(dialog);
    expect(after).toHaveLength(3);
    expect(after[0]).toHaveTextContent('Version 3');
    expect(after[0]).toHaveTextContent('Restored');
    // The listing itself was fetched again and shows the restored title.
    expect(store.calls.filter((c) => c.url === '/api/listings/l1')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Listing' }));
    expect(await within(dialog).findByText('Trailmate Insulated Water Bottle 32 oz')).toBeInTheDocument();
  });
});
