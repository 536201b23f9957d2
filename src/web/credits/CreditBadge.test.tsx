import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../testing/api-routes';
import { CreditBadge } from './CreditBadge';
import { REFRESH_SPINNER_MS } from './use-usage';
import { renderWithApp } from '../testing/render';

const usage = (remaining: number, role = 'user', total = 1) => ({ used: total - remaining, total, remaining, resetDate: '2025-12-01T00:00:00.000Z', role });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the credit badge (issue 5)', () => {
  it('shows remaining credits, yellow under 0.5', async () => {
    mockApi({ 'GET /api/usage': () => json(usage(0.4, 'user', 1)) });
    renderWithApp(<CreditBadge />);
    expect(await screen.findByText('0.4')).toBeInTheDocument();
    expect(screen.getByTestId('credit-badge')).toHaveAttribute('data-level', 'low');
  });

  it('says credit for exactly one and credits otherwise', async () => {
    mockApi({ 'GET /api/usage': () => json(usage(1)) });
    const { unmount } = renderWithApp(<CreditBadge />);
    expect(await screen.findByText('credit')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/usage': () => json(usage(1.5, 'user', 2)) });
    renderWithApp(<CreditBadge />);
    expect(await screen.findByText('credits')).toBeInTheDocument();
  });

  it('shows Limit reached in red when empty', async () => {
    mockApi({ 'GET /api/usage': () => json(usage(0)) });
    renderWithApp(<CreditBadge />);
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(screen.getByTestId('credit-badge')).toHaveAttribute('data-level', 'empty');
  });

  it('shows ∞ for privileged accounts', async () => {
    mockApi({ 'GET /api/usage': () => json(usage(999999, 'owner', 999999)) });
    renderWithApp(<CreditBadge />);
    expect(await screen.findByText('∞')).toBeInTheDocument();
  });

  it('refetches on refresh, with a spinner that lasts exactly 500 ms', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({ 'GET /api/usage': () => json(usage(1)) });
    renderWithApp(<CreditBadge />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh credits' }));
    });
    const icon = () => screen.getByRole('button', { name: 'Refresh credits' }).querySelector('svg')!;
    expect(icon()).toHaveClass('animate-spin');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_SPINNER_MS - 1);
    });
    expect(icon()).toHaveClass('animate-spin');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(icon()).not.toHaveClass('animate-spin');
    expect(calls.filter((c) => c.url === '/api/usage')).toHaveLength(2);
  });
});
