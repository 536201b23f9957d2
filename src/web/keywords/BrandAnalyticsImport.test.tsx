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
  added: null,
  merged: null,
  message: null,
};

describe('the Brand Analytics import (issue 26)', () => {
  it('asks for the chosen report and week, says Amazon is building it, and checks again until the terms are in the bank', async () => {
    const { calls } = mockApi({
      'POST /api/amazon/brand-analytics': () => json(base, 201),
      [`GET /api/amazon/brand-analytics/${base.id}`]: () => json({ ...base, status: 'imported', rows: 120_000, added: 14, merged: 3 }),
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
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/amazon/brand-analytics', body: { bankId: BANK_ID, marketplace: 'DE', report: 'search-terms', weekStart: '2026-11-15' } });

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Imported from Amazon (week 2026-11-15 to 2026-11-21): 14 new keywords, 3 already in the bank updated.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it('shows why Amazon could not build the report', async () => {
    const message = 'Amazon could not build this report. Brand Analytics is for brand-registered sellers whose app has the Brand Analytics role; check both, or try another week.';
    mockApi({ 'POST /api/amazon/brand-analytics': () => json({ ...base, status: 'failed', message }, 201) });
    const user = userEvent.setup();
    renderWithApp(<BrandAnalyticsImport bankId={BANK_ID} />);
    await user.click(screen.getByText('Import from Amazon Brand Analytics'));
    await user.click(screen.getByRole('button', { name: 'Import from Amazon' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });
});
