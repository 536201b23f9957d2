import { describe, expect, it } from 'vitest';
import { formatCredits } from './format';
import { creditLevel, isPrivileged, type Usage } from './usage';

const usage = (remaining: number, extra: Partial<Usage> = {}): Usage => ({
  used: 1 - remaining,
  total: 1,
  remaining,
  resetDate: '2025-12-01T00:00:00.000Z',
  role: 'user',
  ...extra,
});

describe('formatCredits (SPEC §9)', () => {
  it.each([
    [1, '1'],
    [0, '0'],
    [0.5, '0.5'],
    [2.5, '2.5'],
    [12, '12'],
    [1.25, '1.3'],
    [0.04, '0'],
  ])('%s shows as %s', (value, shown) => expect(formatCredits(value)).toBe(shown));
});

describe('credit levels (SPEC §9)', () => {
  it('the badge turns yellow under 0.5, the dashboard card at 0.5 or less', () => {
    expect(creditLevel(usage(0.5), 'badge')).toBe('ok');
    expect(creditLevel(usage(0.5), 'card')).toBe('low');
    expect(creditLevel(usage(0.4), 'badge')).toBe('low');
    expect(creditLevel(usage(1), 'card')).toBe('ok');
  });

  it('is empty (red, Limit reached) under 0.001', () => {
    expect(creditLevel(usage(0), 'badge')).toBe('empty');
    expect(creditLevel(usage(0.0005), 'card')).toBe('empty');
  });

  it('privileged roles and the 999999 marker are unlimited', () => {
    expect(creditLevel(usage(0, { role: 'owner' }), 'badge')).toBe('unlimited');
    expect(isPrivileged(usage(999999, { total: 999999, role: 'admin' }))).toBe(true);
  });
});
