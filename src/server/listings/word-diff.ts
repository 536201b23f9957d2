import type { TextChange } from '../../contract/listing-versions.js';

/**
 * Past this many cells of the comparison table (after the shared start and end are set aside) a
 * field is shown as wholly replaced: the longest field (10,000 characters) stays well inside it,
 * and no request can make the server build a table of hundreds of megabytes.
 */
const MAX_CELLS = 4_000_000;

const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

function push(out: TextChange[], op: TextChange['op'], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.op === op) last.text += text;
  else out.push({ op, text });
}

/**
 * A word-level diff of two texts (words and the spaces between them are the units), from the
 * longest common subsequence: what both share is `equal`, what only `after` has is `insert`, what
 * only `before` had is `delete`. Joining the equal and delete runs gives `before` back; equal and
 * insert give `after`.
 */
export function diffWords(before: string, after: string): TextChange[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: TextChange[] = [];
  push(out, 'equal', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    push(out, 'delete', midA.join(''));
    push(out, 'insert', midB.join(''));
  } else {
    // lcs[i * (m + 1) + j]: the longest common run of midA[i..] and midB[j..].
    const lcs = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * (m + 1) + j] = midA[i] === midB[j] ? lcs[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lcs[(i + 1) * (m + 1) + j]!, lcs[i * (m + 1) + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        push(out, 'equal', midA[i++]!);
        j++;
      } else if (i < n && (j === m || lcs[(i + 1) * (m + 1) + j]! >= lcs[i * (m + 1) + j + 1]!)) {
        // On a tie the older words go first: "delete old, insert new" reads as a replacement.
        push(out, 'delete', midA[i++]!);
      } else {
        push(out, 'insert', midB[j++]!);
      }
    }
  }
  push(out, 'equal', a.slice(endA).join(''));
  return out;
}
