import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { KeywordImportAnswer } from '../../contract/keyword-banks';
import { BANK, BANK_ID, UPLOADED_EXPORT } from '../testing/keyword-bank-fixtures';
import { createBankStore, fakeImport, importRefusedHandlers, keywordBankHandlers, UNKNOWN_COLUMNS_MESSAGE } from '../testing/keyword-bank-handlers';
import { server } from '../testing/msw-server';
import { renderWithApp } from '../testing/render';
import { KeywordBankPanel } from './KeywordBankPanel';

function Harness({ initial, spy }: { initial?: string; spy?: (id: string | undefined) => void }) {
  const [bankId, setBankId] = useState<string | undefined>(initial);
  return (
    <>
      <KeywordBankPanel
        bankId={bankId}
        onBankChange={(id) => {
          spy?.(id);
          setBankId(id);
        }}
      />
      <output data-testid="chosen">{bankId ?? 'none'}</output>
    </>
  );
}

function setup(initial?: string) {
  const store = createBankStore();
  server.use(...keywordBankHandlers(store));
  const spy = vi.fn();
  const user = userEvent.setup();
  const { unmount } = renderWithApp(<Harness initial={initial} spy={spy} />);
  return { store, spy, user, unmount };
}

/** Opens the import view of the chosen bank, in paste mode. */
async function openPaste(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Import keywords' }));
  await user.click(screen.getByRole('button', { name: 'Paste a table or list' }));
  return screen.getByLabelText('Paste keywords');
}

describe('KeywordBankPanel', () => {
  it('asks nothing of the server until it is opened, then lets the seller choose a bank or none', async () => {
    const { store, spy, user } = setup();
    const toggle = screen.getByRole('button', { name: /Keyword research \(optional\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(store.calls).toEqual([]);

    await user.click(toggle);
    const select = await screen.findByRole('combobox', { name: 'Keyword bank' });
    expect(within(select).getByRole('option', { name: 'Water bottles (Cerebro) (5 keywords)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Dog beds (1 keywords)' })).toBeInTheDocument();

    await user.selectOptions(select, BANK_ID);
    expect(spy).toHaveBeenLastCalledWith(BANK_ID);
    expect(screen.getByTestId('chosen')).toHaveTextContent(BANK_ID);
    expect(toggle).toHaveTextContent('Using “Water bottles (Cerebro)”: 5 keywords');

    await user.selectOptions(select, '');
    expect(spy).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('button', { name: 'Import keywords' })).not.toBeInTheDocument();
  });

  it('opens already expanded on the chosen bank', async () => {
    setup(BANK_ID);
    expect(await screen.findByRole('combobox', { name: 'Keyword bank' })).toHaveValue(BANK_ID);
  });

  it('forgets a chosen bank the server no longer has', async () => {
    const { spy, store, unmount } = setup('3f0e1d2c-0000-4000-8000-000000000000');
    await waitFor(() => expect(spy).toHaveBeenCalledWith(undefined));
    expect(screen.getByRole('combobox', { name: 'Keyword bank' })).toHaveValue('');
    expect(store.calls).toEqual([{ method: 'GET', path: '/api/keyword-banks', body: undefined }]);
    // Unmounted before the shared cache is cleared, or the mounted list would fetch again after the test.
    unmount();
  });

  it('creates a bank, chooses it and opens the import', async () => {
    const { store, spy, user } = setup();
    await user.click(screen.getByRole('button', { name: /Keyword research/ }));
    await user.click(await screen.findByRole('button', { name: 'Create bank' }));
    expect(await screen.findByText(/Give the bank a name/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New bank name'), 'Tumblers');
    await user.click(screen.getByRole('button', { name: 'Create bank' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    const created = [...store.banks.values()].find((b) => b.name === 'Tumblers')!;
    expect(spy).toHaveBeenCalledWith(created.id);
    expect(screen.getByRole('combobox', { name: 'Keyword bank' })).toHaveValue(created.id);
    expect(await screen.findByRole('button', { name: 'Upload a file' })).toBeInTheDocument();
  });

  it('imports a pasted table and shows the report: format, columns, rows, added, merged and skipped rows with reasons', async () => {
    const { store, user } = setup(BANK_ID);
    const paste = await openPaste(user);
    await user.click(paste);
    await user.paste('Keyword Phrase\tSearch Volume\nsteel tumbler\t5400\nInsulated Water Bottles\t50000\n\t120\ntravel mug\tlots\ncar cup holder\t');
    await user.click(screen.getByRole('button', { name: 'Import pasted keywords' }));

    const report = await screen.findByTestId('import-report');
    const read = (term: string) => within(report).getByText(term).nextElementSibling?.textContent;
    expect(read('Format')).toBe('Helium 10 Cerebro');
    expect(read('Columns used')).toBe('Keyword Phrase, Search Volume');
    expect(read('Rows read')).toBe('5');
    expect(read('Added')).toBe('2');
    expect(read('Merged')).toMatch(/^1/);
    expect(read('Skipped')).toBe('2');
    expect(screen.getByText('Imported 2 new keywords, merged 1.')).toBeInTheDocument();
    const skipped = screen.getByRole('list', { name: 'Skipped rows' });
    expect(within(skipped).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 4: No keyword in this row',
      'Row 5: Search volume "lots" is not a number',
    ]);
    expect(store.calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/keyword-banks/${BANK_ID}/import-text` });
    expect(paste).toHaveValue('');
    // The bank's count follows the import everywhere, without refetching the list.
    expect(screen.getByRole('button', { name: /Keyword research/ })).toHaveTextContent('7 keywords');
  });

  it('shows the server’s unknown-columns message as it wrote it', async () => {
    const { user } = setup(BANK_ID);
    server.use(...importRefusedHandlers());
    const paste = await openPaste(user);
    await user.click(paste);
    await user.paste('Term\tClicks\tCTR\nbottle\t4\t0.2');
    await user.click(screen.getByRole('button', { name: 'Import pasted keywords' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN_COLUMNS_MESSAGE);
    expect(screen.queryByTestId('import-report')).not.toBeInTheDocument();
  });

  it('uploads a file with a progress bar, then shows the report', async () => {
    const { store, user } = setup(BANK_ID);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post<{ id: string }, never, KeywordImportAnswer>('/api/keyword-banks/:id/import', async ({ params }) => {
        await held;
        const bank = store.banks.get(params.id)!;
        const report = fakeImport(bank, UPLOADED_EXPORT, 'cerebro.csv');
        return HttpResponse.json({ bank: { ...bank, keyword_count: bank.keywords.length }, report });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Import keywords' }));
    const file = new File(['Keyword Phrase,Search Volume\nsteel tumbler,5400\nbottle brush,880\n'], 'cerebro.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/Choose a file/), file);

    // The bar stands while the server holds the request; the bytes it reports are covered by keyword-banks-api.test.ts.
    const bar = await screen.findByRole('progressbar', { name: 'Uploading cerebro.csv' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.queryByTestId('drop-zone')).not.toBeInTheDocument();
    release();

    expect(await screen.findByTestId('import-report')).toHaveTextContent('Helium 10 Cerebro');
    expect(screen.getByText('Imported 2 new keywords, merged 1.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload on its way', async () => {
    const { user } = setup(BANK_ID);
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post('/api/keyword-banks/:id/import', async () => {
        arrived();
        await new Promise(() => {});
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Import keywords' }));
    await user.upload(screen.getByLabelText(/Choose a file/), new File(['Keyword\nmug'], 'list.csv', { type: 'text/csv' }));
    await reached;
    expect(screen.getByRole('button', { name: 'Paste a table or list' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled. Choose the file again to import it.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('drop-zone')).toBeInTheDocument();
  });

  it('refuses a file that is not an export, or too large, before sending it', async () => {
    const { store, user } = setup(BANK_ID);
    await user.click(await screen.findByRole('button', { name: 'Import keywords' }));
    const input = screen.getByLabelText(/Choose a file/);
    const before = store.calls.length;

    // Dropped rather than chosen: the file picker would not offer it (accept), a drop can bring anything.
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [new File(['x'], 'keywords.xls')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Old Excel files (.xls) are not supported.');

    const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 5 MB, the most one import takes.');
    expect(store.calls.length).toBe(before);
  });

  it('opens the editor on the chosen bank', async () => {
    const { user } = setup(BANK_ID);
    await user.click(await screen.findByRole('button', { name: 'Edit keywords' }));
    const table = await screen.findByTestId('bank-keywords');
    expect(within(table).getByText('insulated water bottle')).toBeInTheDocument();
    expect(BANK.keywords).toHaveLength(5);
  });
});
