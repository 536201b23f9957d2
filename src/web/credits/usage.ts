import type { Usage } from '../../contract/index';

export type { Usage };

export const UNLIMITED = 999999;

export const isPrivileged = (usage: Usage) =>
  usage.role === 'owner' || usage.role === 'admin' || usage.total >= UNLIMITED || usage.remaining >= UNLIMITED;

/** SPEC §9: empty below 0.001. */
export const isEmpty = (usage: Usage) => !isPrivileged(usage) && usage.remaining < 0.001;

export type CreditLevel = 'unlimited' | 'ok' | 'low' | 'empty';

/**
 * SPEC §9 draws the low line differently in two places: the badge turns yellow under 0.5, the
 * dashboard card at 0.5 or less.
 */
export function creditLevel(usage: Usage, where: 'badge' | 'card'): CreditLevel {
  if (isPrivileged(usage)) return 'unlimited';
  if (isEmpty(usage)) return 'empty';
  const low = where === 'badge' ? usage.remaining < 0.5 : usage.remaining <= 0.5;
  return low ? 'low' : 'ok';
}
