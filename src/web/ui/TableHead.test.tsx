import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { headerCellClass, TableHead } from './TableHead';

const renderHead = (head: ReactNode) => render(<table>{head}</table>);

describe('TableHead', () => {
  it('names every column for screen readers, a hidden one too, with scope="col"', () => {
    renderHead(<TableHead columns={['Keyword', { label: 'Actions', srOnly: true }]} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Keyword', 'Actions']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(screen.getByText('Actions')).toHaveClass('sr-only');
    expect(screen.getByText('Keyword')).not.toHaveClass('sr-only');
  });

  it('uses the table’s own look where given, and a column’s classes over the table’s', () => {
    const { container } = renderHead(
      <TableHead className="text-amber-950" cellClassName="py-1 pr-3 font-semibold" columns={['Row', { label: 'Problem', className: 'py-1 font-semibold' }]} />,
    );
    expect(container.querySelector('thead')).toHaveAttribute('class', 'text-amber-950');
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('class'))).toEqual(['py-1 pr-3 font-semibold', 'py-1 font-semibold']);
  });

  it('defaults to the slate header, numbers aligned right', () => {
    const { container } = renderHead(<TableHead columns={['Keyword', { label: 'Volume', className: headerCellClass('right') }]} />);
    expect(container.querySelector('thead')).toHaveAttribute('class', 'bg-slate-50');
    expect(screen.getByRole('columnheader', { name: 'Keyword' })).toHaveClass('text-left');
    expect(screen.getByRole('columnheader', { name: 'Volume' })).toHaveClass('text-right');
  });
});
