import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BANK_ID, bigBank } from '../testing/keyword-bank-fixtures';
import { createBankStore, errorBody, keywordBankHandlers } from '../testing/keyword-bank-handlers';
import { server } from '../testing/msw-server';
import { renderWithApp } from '../testing/render';
import { BankEditor, EDITOR_PAGE_SIZE } from './BankEditor';

function setup(store = createBankStore()) {
  server.use(...keywordBankHandlers(store));
  const user = userEvent.setup();
  renderWithApp(<BankEditor bankId={BANK_ID} />);
  return { store, user };
}

// Row headers by selector: role queries over 50 rows with selects cost jsdom a third of a second each.
const phrases = () => [...screen.getByTestId('bank-keywords').querySelectorAll('tbody th[scope=row]')].map((cell) => cell.firstElementChild?.textContent);
const row = (phrase: string) => screen.getByRole('rowheader', { name: new RegExp(`^${phrase}`) }).closest('tr')!;

describe('BankEditor', () => {
  it('lists the keywords by volume, highest first, with excluded rows marked', async () => {
    setup();
    await screen.findByTestId('bank-keywords');
    expect(phrases()).toEqual(['hydro flask', 'insulated water bottle', 'stainless steel water bottle', 'leak proof bottle', 'bottle for hiking']);
    expect(within(row('insulated water bottle')).getByText('48,200')).toBeInTheDocument();
    expect(within(row('bottle for hiking')).getByText('—')).toBeInTheDocument();
    const excluded = row('hydro flask');
    expect(excluded).toHaveAttribute('data-priority', 'excluded');
    expect(within(excluded).getByText(/Never used/)).toBeInTheDocument();
    expect(screen.getByText('5 keywords · 1 must-have · 1 excluded')).toBeInTheDocument();
  });

  it('changes a priority on the server and in the table', async () => {
    const { store, user } = setup();
    const select = await screen.findByRole('combobox', { name: 'Priority of leak proof bottle' });
    expect(select).toHaveValue('normal');
    await user.selectOptions(select, 'Excluded');
    await waitFor(() => expect(store.banks.get(BANK_ID)!.keywords.find((k) => k.id === 'k4')?.priority).toBe('excluded'));
    expect(store.calls.at(-1)).toEqual({ method: 'PATCH', path: `/api/keyword-banks/${BANK_ID}/keywords/k4`, body: { priority: 'excluded' } });
    expect(row('leak proof bottle')).toHaveAttribute('data-priority', 'excluded');
    expect(await screen.findByText('5 keywords · 1 must-have · 2 excluded')).toBeInTheDocument();
  });

  it('puts a refused priority change back and says why', async () => {
    const { user } = setup();
    server.use(http.patch('/api/keyword-banks/:id/keywords/:keywordId', () => HttpResponse.json(errorBody('Keyword not found', 'NOT_FOUND'), { status: 404 })));
    const select = await screen.findByRole('combobox', { name: 'Priority of leak proof bottle' });
    await user.selectOptions(select, 'Must-have');
    expect(await screen.findByRole('alert')).toHaveTextContent('Keyword not found');
    expect(screen.getByRole('combobox', { name: 'Priority of leak proof bottle' })).toHaveValue('normal');
  });

  it('deletes a keyword', async () => {
    const { store, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete hydro flask' }));
    await waitFor(() => expect(store.banks.get(BANK_ID)!.keywords.map((k) => k.id)).not.toContain('k3'));
    expect(store.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/keyword-banks/${BANK_ID}/keywords/k3` });
    expect(screen.queryByRole('rowheader', { name: /^hydro flask/ })).not.toBeInTheDocument();
    expect(await screen.findByText('4 keywords · 1 must-have · 0 excluded')).toBeInTheDocument();
  });

  it('adds a keyword by hand, with an optional volume, and shows a refusal', async () => {
    const { store, user } = setup();
    await user.type(await screen.findByLabelText('New keyword'), 'bottle with straw');
    await user.type(screen.getByLabelText(/Search volume/), '7,500');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(await screen.findByRole('rowheader', { name: /^bottle with straw/ })).toBeInTheDocument();
    expect(within(row('bottle with straw')).getByText('7,500')).toBeInTheDocument();
    expect(store.calls.at(-1)).toEqual({ method: 'POST', path: `/api/keyword-banks/${BANK_ID}/keywords`, body: { phrase: 'bottle with straw', volume: 7500 } });
    expect(screen.getByLabelText('New keyword')).toHaveValue('');
    // Sorted in by its volume: after 12,400, before 3,100.
    expect(phrases().indexOf('bottle with straw')).toBe(3);

    await user.type(screen.getByLabelText('New keyword'), 'Insulated Water Bottles');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Insulated Water Bottles" is already in this bank');

    await user.clear(screen.getByLabelText('New keyword'));
    await user.type(screen.getByLabelText('New keyword'), 'cup');
    await user.type(screen.getByLabelText(/Search volume/), 'many');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search volume must be a whole number.');
  });

  it(`draws ${EDITOR_PAGE_SIZE} rows at a time of a 10,000-keyword bank, with pages and a search`, async () => {
    const { user } = setup(createBankStore([bigBank()]));
    await screen.findByTestId('bank-keywords');
    expect(phrases()).toHaveLength(EDITOR_PAGE_SIZE);
    expect(phrases()[0]).toBe('keyword number 0');
    expect(screen.getByText(/1–50 of 10,000 · page 1 of 200/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(phrases()[0]).toBe('keyword number 50');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByLabelText('Search keywords'));
    await user.paste('number 9999');
    await waitFor(() => expect(phrases()).toEqual(['keyword number 9999']));
    expect(screen.queryByRole('navigation', { name: 'Keyword pages' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search keywords'));
    await user.paste('no such words');
    expect(await screen.findByText('No keyword matches “no such words”.')).toBeInTheDocument();
  });
});
