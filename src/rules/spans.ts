/** A match inside one field's text, in code units, so the UI can highlight it directly. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/** Every match of a global pattern. Resets lastIndex, so shared precompiled patterns are safe. */
export function findAll(pattern: RegExp, text: string): Span[] {
  const spans: Span[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    spans.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return spans;
}

/** Replaces spans (any order, overlaps allowed) by `replacement`. */
export function replaceSpans(text: string, spans: readonly Span[], replacement = ' '): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (const span of sorted) {
    if (span.end <= at) continue;
    out += text.slice(at, Math.max(at, span.start)) + replacement;
    at = span.end;
  }
  return out + text.slice(at);
}
