import type { Finding, Severity } from '../../rules/types';

export interface Segment {
  text: string;
  severity: Severity | null;
  messages: string[];
}

const RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

/**
 * Cuts a field's text into runs for highlighting: each run carries the most severe finding
 * covering it, so overlapping findings never nest marks or duplicate text.
 */
export function segmentText(text: string, findings: readonly Pick<Finding, 'start' | 'end' | 'severity' | 'message'>[]): Segment[] {
  const spans = findings
    .filter((f) => f.start !== undefined && f.end !== undefined)
    .map((f) => ({ start: Math.max(0, Math.min(text.length, f.start!)), end: Math.max(0, Math.min(text.length, f.end!)), severity: f.severity, message: f.message }))
    .filter((s) => s.end > s.start);
  if (spans.length === 0) return text ? [{ text, severity: null, messages: [] }] : [];
  const cuts = [...new Set([0, text.length, ...spans.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    const covering = spans.filter((s) => s.start <= from && s.end >= to);
    const severity = covering.reduce<Severity | null>((worst, s) => (!worst || RANK[s.severity] > RANK[worst] ? s.severity : worst), null);
    const piece = { text: text.slice(from, to), severity, messages: [...new Set(covering.map((s) => s.message))] };
    const last = segments.at(-1);
    // Neighbouring runs with the same look merge into one.
    if (last && last.severity === piece.severity && last.messages.join() === piece.messages.join()) last.text += piece.text;
    else segments.push(piece);
  }
  return segments;
}

/** The findings that belong to one field (one bullet for `bullets`). */
export function findingsFor(findings: readonly Finding[], field: Finding['field'], index?: number): Finding[] {
  return findings.filter((f) => f.field === field && (index === undefined || f.index === index));
}

/** Applies a finding's suggested fix: to its span when it has one, else to the whole text. */
export function applyFix(text: string, finding: Pick<Finding, 'start' | 'end' | 'fix'>): string {
  if (finding.fix === undefined) return text;
  if (finding.start !== undefined && finding.end !== undefined) return text.slice(0, finding.start) + finding.fix + text.slice(finding.end);
  return finding.fix;
}
