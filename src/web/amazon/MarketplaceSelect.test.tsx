import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MARKETPLACES } from '../../rules/marketplaces';
import { MarketplaceSelect } from './MarketplaceSelect';

describe('MarketplaceSelect', () => {
  it('is labelled Marketplace, offers every store in order as "Amazon XX", and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<MarketplaceSelect value="US" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Marketplace' });
    expect(select).toHaveValue('US');
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual(MARKETPLACES.map((m) => [m, `Amazon ${m}`]));
    await userEvent.selectOptions(select, 'DE');
    expect(onChange).toHaveBeenCalledWith('DE');
  });
});

describe('MarketplaceSelect with the seller’s connections', () => {
  it('offers only the connected regions’ stores, grouped by region, and names a store outside them', () => {
    const connections = [
      { region: 'na' as const, regionName: 'North America', sellingPartnerId: 'A1', method: 'authorization' as const, connectedAt: '2026-11-26T10:00:00.000Z', marketplaces: ['US', 'CA'] },
      { region: 'eu' as const, regionName: 'Europe', sellingPartnerId: 'A1', method: 'authorization' as const, connectedAt: '2026-11-26T10:00:00.000Z', marketplaces: ['UK', 'DE'] },
    ];
    const { rerender } = render(<MarketplaceSelect value="UK" onChange={() => undefined} connections={connections} />);
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual(['North America', 'Europe']);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['US', 'CA', 'UK', 'DE']);
    rerender(<MarketplaceSelect value="JP" onChange={() => undefined} connections={connections} />);
    expect(screen.getByRole('option', { name: 'Amazon JP (connect its region first)' })).toBeInTheDocument();
  });
});
