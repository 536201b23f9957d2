import { sentenceEndAt } from '../../rules/index.js';

/**
 * The pieces a listing field can lose whole: a title's segments, a bullet's header and sentences,
 * a description's sentences and lines, a search term. When generated text breaks a rule or states
 * what the seller never wrote, the guarantee removes the pieces that hold it, so a seller never
 * gets a sentence with words cut out of its middle ("Antibacterial surface kills germs" must not
 * become "surface").
 */
export type UnitField = 'title' | 'bullets' | 'description' | 'backend';

export interface TextUnit {
  /** Code-unit offsets; `end` excludes the separator that follows. */
  start: number;
  end: number;
  /**
   * `lead-in`: a short label ending in a colon ("FAST BOIL:", "Here is your title:"). It
   * introduces the units after it, so it goes when they all go.
   */
  kind: 'segment' | 'lead-in' | 'sentence' | 'word';
  /** A lead-in that ends its line ("At a glance:" over a list): it introduces the lines below it. */
  heading?: boolean;
  /** Line breaks between this unit and the one before (2 for a paragraph break or more). */
  lineBreaks?: number;
}

/**
 * Title segments are separated by commas, semicolons, colons, pipes, slashes, spaced dashes and
 * sentence ends ("Sure! Brewmaster Kettle").
 */
const TITLE_SEPARATOR = /\s*[,;:]\s+|\s+[-–—|/]\s+|(?<=[!?]|\p{Ll}{2}\.)\s+(?=\p{Lu})/gu;

/** A lead-in is a label, not a sentence: a few words before a colon. */
const LEAD_IN_MAX_WORDS = 8;
const LEAD_IN_MAX_CHARS = 70;

const newlines = (s: string) => (s.match(/\n/g) ?? []).length;

const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);

export function textUnits(text: string, field: UnitField): TextUnit[] {
  if (field === 'backend') return [...text.matchAll(/\S+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, kind: 'word' }));
  if (field === 'title') return titleSegments(text);
  return proseUnits(text);
}

function titleSegments(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let at = 0;
  const push = (end: number) => {
    const piece = text.slice(at, end);
    const start = at + (piece.length - piece.trimStart().length);
    const stop = at + piece.trimEnd().length;
    if (stop > start) units.push({ start, end: stop, kind: 'segment' });
  };
  for (const m of text.matchAll(TITLE_SEPARATOR)) {
    push(m.index);
    at = m.index + m[0].length;
  }
  push(text.length);
  return units;
}

function isLeadIn(text: string, start: number, colon: number): boolean {
  if (!isSpace(text[colon + 1]) && colon + 1 < text.length) return false; // `10:30`, `1:1`
  const label = text.slice(start, colon).trim();
  if (label.length === 0 || label.length > LEAD_IN_MAX_CHARS) return false;
  return label.split(/\s+/u).length <= LEAD_IN_MAX_WORDS;
}

function proseUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let start = -1;
  const close = (end: number, kind: TextUnit['kind']) => {
    const stop = start + text.slice(start, end).trimEnd().length;
    if (stop > start) {
      const unit: TextUnit = { start, end: stop, kind };
      const before = units.length > 0 ? newlines(text.slice(units[units.length - 1]!.end, start)) : 0;
      if (before > 0) unit.lineBreaks = Math.min(before, 2);
      if (kind === 'lead-in' && /^[^\S\n]*(?:\n|$)/u.test(text.slice(end))) unit.heading = true;
      units.push(unit);
    }
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (start < 0) {
      if (!isSpace(c)) start = i;
      else continue;
    }
    if (c === '\n') {
      close(i, 'sentence');
      continue;
    }
    if (c === ':' && isLeadIn(text, start, i)) {
      close(i + 1, 'lead-in');
      continue;
    }
    // The one sentence splitter decides where a sentence ends (src/rules/text/sentences.ts).
    const end = sentenceEndAt(text, i);
    if (end > 0) {
      close(end, 'sentence');
      i = end - 1;
    }
  }
  if (start >= 0) close(text.length, 'sentence');
  return units;
}

/** The units that share at least one character with [start, end); an empty span counts its unit. */
export function unitsCovering(units: readonly TextUnit[], start: number, end: number): TextUnit[] {
  const hit = units.filter((u) => u.start < Math.max(end, start + 1) && start < u.end);
  if (hit.length > 0) return hit;
  // A span in a separator belongs to the unit before it (a trailing comma, a colon).
  const before = [...units].reverse().find((u) => u.end <= start);
  return before ? [before] : [];
}

/**
 * The text without the given units. Separators follow the kept units: a title keeps the separator
 * before each kept segment; prose keeps the widest break (a paragraph break survives the removal
 * of the sentence that ended its paragraph). A lead-in whose units are all gone goes too.
 */
export function removeUnits(text: string, field: UnitField, remove: readonly TextUnit[]): string {
  const units = textUnits(text, field);
  const gone = new Set(removedWith(units, field, remove).map((u) => u.start));
  let out = '';
  let pendingSeparator = '';
  let previousEnd = -1;
  for (const unit of units) {
    const separator = previousEnd < 0 ? '' : text.slice(previousEnd, unit.start);
    previousEnd = unit.end;
    if (gone.has(unit.start)) {
      if (field === 'description' && newlines(separator) > newlines(pendingSeparator)) pendingSeparator = separator;
      continue;
    }
    if (out !== '') {
      const own = field === 'backend' ? ' ' : separator;
      out += field === 'description' && newlines(pendingSeparator) > newlines(own) ? pendingSeparator : own;
    }
    pendingSeparator = '';
    out += text.slice(unit.start, unit.end);
  }
  return out.trim();
}

/**
 * What a lead-in introduces. A bullet's header ("FAST BOIL:") and an inline label ("Size:") own
 * the sentences after them on their line, up to the next lead-in; a heading on its own line ("At a
 * glance:") owns the lines below it, labels included, up to a paragraph break or the next heading.
 */
function scopeOf(units: readonly TextUnit[], at: number): TextUnit[] {
  const lead = units[at]!;
  const scope: TextUnit[] = [];
  for (let j = at + 1; j < units.length; j++) {
    const unit = units[j]!;
    if (lead.heading) {
      if ((unit.kind === 'lead-in' && unit.heading) || ((unit.lineBreaks ?? 0) >= 2 && scope.length > 0)) break;
    } else if (unit.kind === 'lead-in' || (unit.lineBreaks ?? 0) > 0) {
      break;
    }
    scope.push(unit);
  }
  return scope;
}

/**
 * The units that go when `remove` goes: those, and every lead-in all of whose own units go with
 * them. A lead-in that introduces nothing, or anything that stays, stays: removing a sentence near
 * a list never takes the list's heading. `units` is textUnits() of the same text.
 */
export function removedWith(units: readonly TextUnit[], field: UnitField, remove: readonly TextUnit[]): TextUnit[] {
  const gone = new Set(remove.map((u) => u.start));
  if (field === 'bullets' || field === 'description') {
    // From the end, so a label inside a list is settled before the heading over it.
    for (let i = units.length - 1; i >= 0; i--) {
      const unit = units[i]!;
      if (unit.kind !== 'lead-in' || gone.has(unit.start)) continue;
      const scope = scopeOf(units, i);
      if (scope.length > 0 && scope.every((u) => gone.has(u.start))) gone.add(unit.start);
    }
  }
  return units.filter((u) => gone.has(u.start));
}
