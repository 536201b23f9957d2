import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AmazonPublishState, AmazonSubmission } from '../../contract/index';
import { markSignedIn } from '../accounts/session';
import { amazonSubmission } from '../testing/amazon-fixtures';
import { json, mockApi } from '../testing/api-routes';
import { CONFIG, usage } from '../testing/handlers';
import { renderWithApp } from '../testing/render';
import DashboardPage from './DashboardPage';

const usageAnswer = () => json(usage(1));
const config = () => json({ ...CONFIG, amazonConnect: true });

const publishState = (status: AmazonPublishState['status'], issues = 0): AmazonPublishState => ({
  id: `6f9f5b2e-0000-4000-8000-00000000000${status.length}`,
  status,
  reason: null,
  sku: 'KET-17',
  marketplace: 'US',
  at: '2026-11-26T10:00:00.000Z',
  issues_count: issues,
});
const summary = (id: string, title: string, amazon_publish: AmazonPublishState | null) => ({
  id,
  created_at: '2025-11-20T10:00:00.000Z',
  original_title: `Original ${title}`,
  generated_title: title,
  original_score: 40,
  audit_score: 80,
  policy_profile: 'amazon-2025',
  amazon_publish,
});
const submission = (status: AmazonSubmission['status']) => amazonSubmission(status, { id: publishState('submitted').id });

const cardOf = (title: string) => screen.getAllByTestId('listing-card').find((card) => card.textContent?.includes(title))!;

beforeEach(() => {
  act(() => markSignedIn({ id: 'u1', email: 'ada@example.com', name: 'Ada', display_name: 'Ada' }));
});

describe('the Amazon publish on the dashboard card (issue 15)', () => {
  it('says in words, not colour alone, whether the listing is published, refused or not published', async () => {
    mockApi({
      'GET /api/usage': usageAnswer,
      'GET /api/config': config,
      'GET /api/amazon/connection': () => json({ connected: true, sellingPartnerId: 'A3SELLER01', method: 'authorization', connectedAt: '2026-11-26T10:00:00.000Z', region: 'na' }),
      'GET /api/listings': () =>
        json({
          listings: [summary('l2', 'Accepted Kettle', publishState('live')), summary('l3', 'Refused Kettle', publishState('refused', 2)), summary('l4', 'Quiet Kettle', null)],
          nextCursor: null,
        }),
    });
    renderWithApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    await screen.findAllByTestId('listing-card');
    const accepted = within(cardOf('Accepted Kettle')).getByTestId('amazon-publish-badge');
    expect(accepted).toHaveTextContent('Live on Amazon (US)');
    expect(accepted).toHaveAccessibleName('Live on Amazon (US), SKU KET-17');
    expect(accepted.querySelector('svg')).toHaveAttribute('aria-hidden');
    const refused = within(cardOf('Refused Kettle')).getByTestId('amazon-publish-badge');
    expect(refused).toHaveTextContent('Amazon refused the publish (2 issues)');
    expect(refused).toHaveAccessibleName('Amazon refused the publish (2 issues), SKU KET-17');
    expect(within(cardOf('Quiet Kettle')).queryByTestId('amazon-publish-badge')).toBeNull();
  });

  it('follows a publish Amazon is processing until it is final, then reads the list again', async () => {
    let applied = false;
    const { calls } = mockApi({
      'GET /api/usage': usageAnswer,
      'GET /api/config': config,
      'GET /api/amazon/connection': () => json({ connected: true, sellingPartnerId: 'A3SELLER01', method: 'authorization', connectedAt: '2026-11-26T10:00:00.000Z', region: 'na' }),
      'GET /api/listings': () => json({ listings: [summary('l1', 'Pending Kettle', publishState(applied ? 'live' : 'submitted'))], nextCursor: null }),
      // The server's re-check on Amazon: still processing the first time, applied the next.
      'GET /api/amazon/submissions/:id': () => {
        const answer = submission(applied ? 'live' : 'submitted');
        applied = true;
        return json(answer);
      },
    });
    renderWithApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    const badge = await screen.findByTestId('amazon-publish-badge');
    expect(badge).toHaveTextContent('Publishing to Amazon…');
    await waitFor(() => expect(screen.getByTestId('amazon-publish-badge')).toHaveTextContent('Live on Amazon (US)'), { timeout: 8_000 });
    const polls = calls.filter((c) => c.url.startsWith('/api/amazon/submissions/'));
    expect(polls.map((c) => c.url)).toEqual([`/api/amazon/submissions/${publishState('submitted').id}`, `/api/amazon/submissions/${publishState('submitted').id}`]);
    expect(calls.filter((c) => c.url.startsWith('/api/listings?')).length).toBe(2);
  });
});

describe('the score on the dashboard card (issue 25)', () => {
  it('shows a drop as a drop, not in the gain’s green', async () => {
    mockApi({
      'GET /api/usage': usageAnswer,
      'GET /api/config': config,
      'GET /api/amazon/connection': () => json({ connected: false }),
      'GET /api/listings': () =>
        json({
          listings: [{ ...summary('l5', 'Dropped Kettle', null), original_score: 86, audit_score: 84 }, summary('l6', 'Better Kettle', null)],
          nextCursor: null,
        }),
    });
    renderWithApp(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    await screen.findAllByTestId('listing-card');
    const drop = within(cardOf('Dropped Kettle')).getByTestId('score-change');
    expect(drop).toHaveTextContent('score down from 86 to 84');
    expect(drop.className).toMatch(/\bbg-red-50\b/u);
    expect(drop.className).not.toMatch(/emerald/u);
    const gain = within(cardOf('Better Kettle')).getByTestId('score-change');
    expect(gain).toHaveTextContent('score up from 40 to 80');
    expect(gain.className).toMatch(/emerald/u);
  });
});
