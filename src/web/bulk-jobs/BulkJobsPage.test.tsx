import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { bulkJobSchema, type BulkJob } from '../../contract/bulk-jobs';
import { markSignedIn } from '../accounts/session';
import { json, mockApi } from '../testing/api-routes';
import { CONFIG } from '../testing/handlers';
import { renderWithApp } from '../testing/render';
import BulkJobsPage from './BulkJobsPage';
import { timeLeft } from './JobView';

/** Fixtures are parsed by the contract, so they cannot drift from what the server sends. */
const job = (over: Partial<BulkJob> = {}): BulkJob =>
  bulkJobSchema.parse({
    id: '0b6f0c2e-8d7a-4c59-9a43-3f3c1b2a9d10',
    file_name: 'kitchen.csv',
    layout: 'listcraft',
    format: 'csv',
    marketplace: 'US',
    status: 'ready',
    counts: { total: 3, listings: 2, done: 0, failed: 0, cancelled: 0, left: 2 },
    cost: 2,
    eta_seconds: null,
    created_at: '2026-11-26T10:00:00.000Z',
    started_at: null,
    finished_at: null,
    problems: [{ row: 4, column: 'title', severity: 'error', message: 'This cell is a spreadsheet formula (=HYPERLINK(…)).' }],
    skipped: [],
    rows: [
      { row: 2, sku: 'SKU-1', title: 'Brewline Kettle', status: 'pending', error: null, listing_id: null },
      { row: 3, sku: 'SKU-2', title: 'Brewline Toaster', status: 'pending', error: null, listing_id: null },
      { row: 4, sku: '', title: null, status: 'skipped', error: 'title: This cell is a spreadsheet formula.', listing_id: null },
    ],
    ...over,
  });

const summary = ({ problems: _p, skipped: _s, rows: _r, ...rest }: BulkJob) => rest;

/** The page's answers for a seller with this one job; `more` adds the routes a test acts on. */
const answerWithJob = (shown: BulkJob, more: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/config': () => json(CONFIG),
    'GET /api/bulk-jobs': () => json({ jobs: [summary(shown)] }),
    [`GET /api/bulk-jobs/${shown.id}`]: () => json(shown),
    ...more,
  });

function renderPage() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/bulk-jobs']}>
      <BulkJobsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  act(() => markSignedIn({ id: 'u1', email: 'ada@example.com', name: 'Ada', display_name: 'Ada' }));
});

describe('the bulk jobs page (issue 14)', () => {
  it('shows the check before start: the cost, each row’s problem, and statuses in words', async () => {
    const ready = job();
    answerWithJob(ready);
    renderPage();
    const view = await screen.findByTestId('bulk-job');
    expect(within(view).getByRole('button', { name: 'Start: 2 credits' })).toBeEnabled();
    expect(within(view).getByText(/Nothing is charged until you start/)).toBeInTheDocument();
    const problems = within(view).getByRole('table', { name: 'Problems found in the file, by row' });
    expect(within(problems).getByRole('row', { name: /4 title Error: not run/ })).toBeInTheDocument();
    expect(within(view).getByTestId('bulk-row-4')).toHaveTextContent('Not run: fix the file');
    expect(within(view).getByTestId('bulk-row-2')).toHaveTextContent('Waiting');
    expect(screen.getByLabelText('Listings file (CSV or Excel)')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('link', { name: 'Template (Excel)' })).toHaveAttribute('href', '/api/bulk-jobs/template?format=xlsx');
  });

  it('shows SPEC’s credits message with Contact Us when the start is refused', async () => {
    const ready = job();
    answerWithJob(ready, {
      [`POST /api/bulk-jobs/${ready.id}/start`]: () =>
        json({ code: 'USAGE_LIMIT_REACHED', message: 'Insufficient credits. Contact us for additional credits.', details: { needed: 2, remaining: 1 } }, 402),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start: 2 credits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient credits. Contact us for additional credits.');
    expect(within(alert).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://wa.me/15555550199');
  });

  it('shows a running job’s progress in numbers and words, and a finished row’s listing link', async () => {
    const running = job({
      status: 'running',
      counts: { total: 3, listings: 2, done: 1, failed: 0, cancelled: 0, left: 1 },
      eta_seconds: 95,
      started_at: '2026-11-26T10:01:00.000Z',
      rows: [
        { row: 2, sku: 'SKU-1', title: 'Brewline Kettle', status: 'done', error: null, listing_id: 'c1f0e8a2-1111-4c59-9a43-3f3c1b2a9d10' },
        { row: 3, sku: 'SKU-2', title: 'Brewline Toaster', status: 'running', error: null, listing_id: null },
      ],
    });
    answerWithJob(running);
    renderPage();
    const view = await screen.findByTestId('bulk-job');
    expect(within(view).getByTestId('bulk-counts')).toHaveTextContent('1 done · 0 failed · 1 left · about 2 min left');
    expect(within(view).getByRole('progressbar', { name: 'Rows finished' })).toHaveAttribute('aria-valuetext', '1 of 2 rows finished');
    expect(within(view).getByRole('button', { name: 'Cancel the rest' })).toBeEnabled();
    expect(within(view).getByRole('link', { name: 'Open listing for row 2' })).toHaveAttribute('href', '/dashboard?listing=c1f0e8a2-1111-4c59-9a43-3f3c1b2a9d10');
    expect(within(view).getByRole('link', { name: 'Result (CSV)' })).toHaveAttribute('href', `/api/bulk-jobs/${running.id}/result?format=csv`);
    expect(within(view).getByTestId('bulk-row-3')).toHaveTextContent('Writing');
  });

  it('words the time left', () => {
    expect(timeLeft(null)).toBeNull();
    expect(timeLeft(42)).toBe('about 42 s left');
    expect(timeLeft(3_700)).toBe('about 1 h 2 min left');
  });
});
