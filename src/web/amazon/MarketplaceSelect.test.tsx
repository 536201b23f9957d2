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
