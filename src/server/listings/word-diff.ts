import type { TextChange } from '../../contract/listing-versions.js';

/**
 * Past this many differing words and spaces the two texts are shown as one replaced by the other:
 * a text rewritten that much reads better whole, and the diff runs on the event loop. Myers' diff
 * costs about length x edits: on the shared 2-core machine two 11,000-character descriptions with
 * 40 words changed took 2-16 ms, and two with nothing in common (the cap reached) 30 ms.
 */
const MAX_EDITS = 400;

type Step = { op: TextChange['op']; token: string };

const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * Myers' O(ND) shortest edit script over two token lists: the fewest tokens deleted and inserted,
 * everything else kept. Returns null when more than MAX_EDITS edits are needed.
 */
function shortestEdit(a: string[], b: string[]): Step[] | null {
  const n = a.length;
  const m = b.length;
  // trace[d][k + d]: the furthest x reached on diagonal k (x - y) with d edits.
  const trace: Int32Array[] = [];
  const furthest = (d: number, k: number) => trace[d]![k + d]!;
  for (let d = 0; d <= Math.min(MAX_EDITS, n + m); d++) {
    const row = new Int32Array(2 * d + 1);
    trace.push(row);
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (d === 0) x = 0;
      else if (k === -d || (k !== d && furthest(d - 1, k - 1) < furthest(d - 1, k + 1))) x = furthest(d - 1, k + 1);
      else x = furthest(d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      row[k + d] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d);
    }
  }
  return null;
}

function backtrack(a: string[], b: string[], trace: Int32Array[], edits: number): Step[] {
  const steps: Step[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d--) {
    const k = x - y;
    const previous = trace[d - 1]!;
    const at = (kk: number) => previous[kk + d - 1]!;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    // The run of shared tokens after the edit, then the edit itself.
    while (x > (down ? prevX : prevX + 1) && y > (down ? prevY + 1 : prevY)) {
      steps.push({ op: 'equal', token: a[--x]! });
      y--;
    }
    if (down) steps.push({ op: 'insert', token: b[--y]! });
    else steps.push({ op: 'delete', token: a[--x]! });
  }
  while (x > 0) steps.push({ op: 'equal', token: a[--x]! });
  return steps.reverse();
}

/**
 * A word-level diff of two texts (words and the spaces between them are the units): what both
 * share is `equal`, what only `after` has is `insert`, what only `before` had is `delete`, in runs.
 * Joining the equal and delete runs gives `before` back; equal and insert give `after`.
 */
export function diffWords(before: string, after: string): TextChange[] {
  const a = tokens(before);
  const b = tokens(after);
  const steps = shortestEdit(a, b) ?? [...a.map((token): Step => ({ op: 'delete', token })), ...b.map((token): Step => ({ op: 'insert', token }))];
  const out: TextChange[] = [];
  for (const { op, token } of steps) {
    const last = out[out.length - 1];
    if (last?.op === op) last.text += token;
    else out.push({ op, text: token });
  }
  return out;
}
