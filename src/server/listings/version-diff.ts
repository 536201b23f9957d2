import type { FieldDiff, ListingVersionFields } from '../../contract/listing-versions.js';
import { diffWords } from './word-diff.js';

interface Compared {
  field: FieldDiff['field'];
  position: number | null;
  label: string;
  before: string | null;
  after: string | null;
}

/** The fields of two versions side by side: bullets by position, search terms as one line. */
function pairs(from: ListingVersionFields, to: ListingVersionFields): Compared[] {
  const bullets = Math.max(from.bullets.length, to.bullets.length);
  return [
    { field: 'title', position: null, label: 'Title', before: from.title, after: to.title },
    ...Array.from({ length: bullets }, (_, i): Compared => ({
      field: 'bullet',
      position: i + 1,
      label: `Bullet ${i + 1}`,
      before: from.bullets[i] ?? null,
      after: to.bullets[i] ?? null,
    })),
    { field: 'description', position: null, label: 'Description', before: from.description, after: to.description },
    { field: 'search_terms', position: null, label: 'Search terms', before: from.search_terms.join(' '), after: to.search_terms.join(' ') },
  ];
}

const present = (text: string | null) => !!text?.trim();

function status(before: string | null, after: string | null): FieldDiff['status'] {
  if ((before ?? '') === (after ?? '')) return 'unchanged';
  if (!present(before)) return 'added';
  if (!present(after)) return 'removed';
  return 'changed';
}

/**
 * Field by field, what changed from one version to another; a field empty or missing on one side
 * is `added` or `removed`, and every field carries its word-level changes.
 */
export function diffVersions(from: ListingVersionFields, to: ListingVersionFields): FieldDiff[] {
  return pairs(from, to).map((pair) => ({
    ...pair,
    status: status(pair.before, pair.after),
    changes: diffWords(pair.before ?? '', pair.after ?? ''),
  }));
}

const and = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/** "Title, bullets 1 and 3 and search terms": the fields that differ, bullets grouped; no word diff is computed. */
function changedFields(from: ListingVersionFields, to: ListingVersionFields): string {
  const changed = pairs(from, to).filter((pair) => status(pair.before, pair.after) !== 'unchanged');
  const bullets = changed.filter((pair) => pair.field === 'bullet').map((pair) => String(pair.position));
  const parts = changed.flatMap((pair) => {
    if (pair.field !== 'bullet') return [pair.label.toLowerCase()];
    // The bullets are named once, where the first changed one stands.
    if (String(pair.position) !== bullets[0]) return [];
    return [bullets.length === 1 ? `bullet ${bullets[0]}` : `bullets ${and(bullets)}`];
  });
  const text = and(parts);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Title and bullet 2 changed", against the version before; the first version has no "before". */
export function summarize(previous: ListingVersionFields | undefined, current: ListingVersionFields, restoredFrom: number | null): string {
  if (restoredFrom !== null) return `Restored the text of version ${restoredFrom}`;
  if (!previous) return 'First version';
  const changed = changedFields(previous, current);
  return changed ? `${changed} changed` : 'No text changes';
}
