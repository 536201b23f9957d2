import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BrandAnalyticsImport as ImportState } from '../../contract/amazon-catalog';
import { json, mockApi } from '../testing/api-routes';
import { renderWithApp } from '../testing/render';
import { BrandAnalyticsImport } from './BrandAnalyticsImport';

const BANK_ID = '7b0c4a52-8f43-4d7e-9a59-0d6d3c1f2e11';
const base: ImportState = {
  id: 'c3a1d0b2-5e4f-4a6b-8c7d-9e0f1a2b3c4d',
  bankId: BANK_ID,
  marketplace: 'DE',
  report: 'search-terms',
  weekStart: '2026-11-15',
  weekEnd: '2026-11-21',
  status: 'requested',
  rows: null,
  termsKept: null,
  added: null,
  merged: null,
  message: null,
};

describe('the Brand Analytics import (issue 26)', () => {
  it('asks for the chosen report and week, says Amazon is building it, and checks again until the terms are in the bank', async () => {
    const { calls } = mockApi({
      'GET /api/amazon/brand-analytics': () => json({ imports: [] }),
      'POST /api/amazon/brand-analytics': () => json(base, 201),
      [`GET /api/amazon/brand-analytics/${base.id}`]: () => json({ ...base, status: 'imported', rows: 120_000, termsKept: 17, added: 14, merged: 3 }),
    });
    const user = userEvent.setup();
    renderWithApp(<BrandAnalyticsImport bankId={BANK_ID} />);
    await user.click(screen.getByText('Import from Amazon Brand Analytics'));
    await user.selectOptions(screen.getByLabelText('Report'), 'search-terms');
    await user.selectOptions(screen.getByLabelText('Marketplace'), 'DE');
    await user.clear(screen.getByLabelText('Week starting (Sunday)'));
    await user.type(screen.getByLabelText('Week starting (Sunday)'), '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Import from Amazon' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Amazon is building the report for week 2026-11-15 to 2026-11-21.');
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/amazon/brand-analytics', body: { bankId: BANK_ID, marketplace: 'DE', report: 'search-terms', weekStart: '2026-11-15' } });

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText('Imported from Amazon (week 2026-11-15 to 2026-11-21): 120,000 rows read, 17 terms kept: 14 new keywords, 3 already in the bank updated.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('shows why Amazon could not build the report', async () => {
    const message = 'Amazon could not build this report. Brand Analytics is for brand-registered sellers whose app has the Brand Analytics role; check both, or try another week.';
    mockApi({ 'GET /api/amazon/brand-analytics': () => json({ imports: [] }), 'POST /api/amazon/brand-analytics': () => json({ ...base, status: 'failed', message }, 201) });
    const user = userEvent.setup();
    renderWithApp(<BrandAnalyticsImport bankId={BANK_ID} />);
    await user.click(screen.getByText('Import from Amazon Brand Analytics'));
    await user.click(screen.getByRole('button', { name: 'Import from Amazon' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });

  it('after a reload, opens on the bank’s import being read and follows its progress to the result', async () => {
    const reading = { ...base, status: 'importing' as const, rows: 120_000, termsKept: 37 };
    let reads = 0;
    const { calls } = mockApi({
      'GET /api/amazon/brand-analytics': () => json({ imports: [reading] }),
      [`GET /api/amazon/brand-analytics/${base.id}`]: () => json(++reads < 2 ? reading : { ...reading, status: 'imported', rows: 2_400_000, termsKept: 52, added: 40, merged: 12 }),
    });
    renderWithApp(<BrandAnalyticsImport bankId={BANK_ID} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Reading Amazon’s report (week 2026-11-15 to 2026-11-21): 120,000 rows read, 37 terms kept.');
    // Opened by itself: the seller sees it without looking for it.
    expect(screen.getByTestId('brand-analytics')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Import from Amazon' })).toBeDisabled();
    expect(calls[0]!.url).toBe(`/api/amazon/brand-analytics?bankId=${BANK_ID}`);
    expect(
      await screen.findByText('Imported from Amazon (week 2026-11-15 to 2026-11-21): 2,400,000 rows read, 52 terms kept: 40 new keywords, 12 already in the bank updated.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from Amazon' })).toBeEnabled();
  });
});
