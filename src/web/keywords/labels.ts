import type { KeywordFormat, StoredKeyword } from '../../contract/index';

type Priority = StoredKeyword['priority'];

/** The export each recognised format comes from, as a seller knows it. */
export const FORMAT_LABELS: Record<KeywordFormat, string> = {
  'helium10-cerebro': 'Helium 10 Cerebro',
  'helium10-magnet': 'Helium 10 Magnet',
  'jungle-scout': 'Jungle Scout',
  datadive: 'DataDive',
  'brand-analytics': 'Amazon Brand Analytics',
  'generic-table': 'A table with keyword and volume columns',
  'plain-list': 'A plain list, one keyword per line',
};

export const PRIORITY_LABELS: Record<Priority, string> = { 'must-have': 'Must-have', normal: 'Normal', excluded: 'Excluded' };
export const PRIORITY_ORDER: Priority[] = ['must-have', 'normal', 'excluded'];

// Made on first use: building a NumberFormat loads ICU's number data, a long task on a phone, and
// the optimizer loads this module with its keyword panel, which formats nothing until opened (issue 27, TBT).
let number: Intl.NumberFormat | undefined;

/** 48200 -> "48,200"; no volume -> "—". */
export const formatVolume = (volume: number | null | undefined) =>
  volume === null || volume === undefined ? '—' : (number ??= new Intl.NumberFormat('en-US')).format(volume);

/** A share of volume (0–1) as a whole percentage: 0.713 -> "71%". */
export const formatShare = (share: number) => `${Math.round(Math.max(0, Math.min(1, share)) * 100)}%`;

/** A 0–100 score with at most one decimal. */
export const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** Highest volume first; keywords without a volume last; ties alphabetical. */
export function byVolume<T extends { volume: number | null; phrase: string }>(a: T, b: T): number {
  return (b.volume ?? -1) - (a.volume ?? -1) || a.phrase.localeCompare(b.phrase);
}
