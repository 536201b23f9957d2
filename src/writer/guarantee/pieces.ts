import { codePointLength, trimToLimit } from '../../rules/index.js';
import type { GeneratedListing } from '../../contract/optimizer.js';
import type { DraftField } from './draft-issues.js';
import { stripMarkup, type MarkupSpan } from './markup.js';
import type { Problem } from './review.js';
import { removedWith, removeUnits, textUnits, unitsCovering, type TextUnit } from './text-units.js';

/*
 * The final pass's working copy of a listing, and the three ways it loses text: formatting
 * stripped, pieces that hold a problem removed, trailing pieces dropped to fit a limit. Each
 * writes a line a seller can read to `changes`.
 */

/** A text with the name the seller knows it by (its place in the draft, kept when others go). */
export interface Piece {
  text: string;
  label: string;
}

export interface State {
  titles: Piece[];
  bullets: Piece[];
  description: string;
  backend: string;
}

const QUOTE_CHARS = 90;

export const asDraft = (s: State): GeneratedListing => ({
  optimized_titles: s.titles.map((t) => t.text),
  optimized_bullet_points: s.bullets.map((b) => b.text),
  product_description: s.description,
  backend_search_terms: s.backend,
});

/** A removed piece as the seller sees it (markup is gone by then): on one line, shortened when long. */
export function quote(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return codePointLength(plain) <= QUOTE_CHARS ? plain : `${trimToLimit(plain, QUOTE_CHARS - 1)}…`;
}

export function labelOf(state: State, field: DraftField, index?: number): string {
  if (field === 'title') return state.titles[index ?? 0]?.label ?? 'Title';
  if (field === 'bullets') return state.bullets[index ?? 0]?.label ?? 'Bullets';
  return field === 'description' ? 'Description' : 'Search terms';
}

function textOf(state: State, field: DraftField, index?: number): string {
  if (field === 'title') return state.titles[index ?? 0]?.text ?? '';
  if (field === 'bullets') return state.bullets[index ?? 0]?.text ?? '';
  return field === 'description' ? state.description : state.backend;
}

function setText(state: State, field: DraftField, index: number | undefined, text: string): void {
  if (field === 'title') state.titles[index ?? 0]!.text = text;
  else if (field === 'bullets') state.bullets[index ?? 0]!.text = text;
  else if (field === 'description') state.description = text;
  else state.backend = text;
}

function describeMarkup(label: string, removed: readonly MarkupSpan[]): string {
  const heading = removed.find((s) => s.text.trimStart().startsWith('#'));
  const shown = [...new Set(removed.filter((s) => s !== heading).map((s) => s.text.trim() || s.text))].slice(0, 4);
  const kinds = [removed.some((s) => s.html) ? 'HTML' : '', removed.some((s) => !s.html) ? 'markdown' : ''].filter(Boolean).join(' and ');
  const parts = [
    shown.length > 0 ? `removed ${kinds} formatting (${shown.join(' ')})` : '',
    heading ? `removed the heading '${quote(heading.text.replace(/^[\s#]+/, ''))}'` : '',
  ].filter(Boolean);
  return `${label}: ${parts.join('; ')}`;
}

export function stripAll(state: State, changes: string[]): void {
  const strip = (label: string, text: string, field: DraftField) => {
    const { text: clean, removed } = stripMarkup(text, field);
    if (removed.length > 0) changes.push(describeMarkup(label, removed));
    return clean;
  };
  for (const t of state.titles) t.text = strip(t.label, t.text, 'title');
  for (const b of state.bullets) b.text = strip(b.label, b.text, 'bullets');
  state.description = strip('Description', state.description, 'description');
  state.backend = strip('Search terms', state.backend, 'backend');
}

/** When one piece breaks several things, the seller hears the most serious. */
export const REASON_ORDER: Record<Problem['kind'], number> = {
  rule: 0, meta: 1, claim: 2, certification: 3, number: 4, material: 5, colour: 6, repetition: 7, markup: 8,
};

/** Removes the pieces that hold the problems; returns how many texts changed. */
export function removePieces(state: State, problems: readonly Problem[], changes: string[]): number {
  const groups = new Map<string, Problem[]>();
  for (const p of problems) {
    const key = `${p.field}:${p.index ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  let changed = 0;
  const ordered = [...groups.values()].sort((a, b) => FIELD_ORDER[a[0]!.field] - FIELD_ORDER[b[0]!.field] || (a[0]!.index ?? 0) - (b[0]!.index ?? 0));
  for (const group of ordered) {
    const { field, index } = group[0]!;
    const text = textOf(state, field, index);
    const units = textUnits(text, field);
    const reasons = new Map<TextUnit, Problem[]>();
    for (const p of [...group].sort((a, b) => REASON_ORDER[a.kind] - REASON_ORDER[b.kind])) {
      for (const unit of unitsCovering(units, p.start!, p.end!)) reasons.set(unit, [...(reasons.get(unit) ?? []), p]);
    }
    if (reasons.size === 0) continue;
    const after = removeUnits(text, field, [...reasons.keys()]);
    if (after === text) continue;
    const label = labelOf(state, field, index);
    if (after === '' && field !== 'backend') {
      changes.push(`${label}: removed '${quote(text)}': ${reasonsOf([...reasons.values()].flat())}`);
    } else {
      // A header that goes with its sentences is quoted with the first of them.
      let header = '';
      for (const unit of removedWith(units, field, [...reasons.keys()])) {
        const problems = reasons.get(unit);
        if (!problems) {
          header = `${text.slice(unit.start, unit.end)} `;
          continue;
        }
        changes.push(`${label}: removed '${quote(header + text.slice(unit.start, unit.end))}': ${reasonsOf(problems)}`);
        header = '';
      }
    }
    setText(state, field, index, after);
    changed++;
  }
  return changed;
}

const FIELD_ORDER: Record<DraftField, number> = { title: 0, bullets: 1, description: 2, backend: 3 };

/**
 * Every distinct reason, most serious first: a sentence may hold a medical claim and an invented
 * material. What lies inside a span a rule names (the digits of a phone number) adds nothing.
 */
function reasonsOf(problems: readonly Problem[]): string {
  const sorted = [...problems].sort((a, b) => REASON_ORDER[a.kind] - REASON_ORDER[b.kind]);
  const named = sorted.filter((p) => p.kind === 'rule' || p.kind === 'meta');
  const inside = (p: Problem) => p.kind !== 'rule' && p.kind !== 'meta' && named.some((n) => n.start! <= p.start! && p.end! <= n.end!);
  return [...new Set(sorted.filter((p) => !inside(p)).map((p) => p.reason))].join('; ');
}

/** Over-long fields lose whole trailing pieces first; the rules engine's trim only cuts a single piece too long on its own. */
export function fitLengths(state: State, limits: { title: { max: number }; bullets: { max: number }; description: { max: number } }, changes: string[]): void {
  const fit = (label: string, text: string, field: DraftField, max: number) => {
    let current = text;
    const removed: string[] = [];
    while (codePointLength(current) > max) {
      const units = textUnits(current, field).filter((u) => u.kind !== 'lead-in');
      if (units.length <= 1) break;
      const last = units[units.length - 1]!;
      const next = removeUnits(current, field, [last]);
      if (next === current || next === '') break;
      removed.unshift(current.slice(last.start, last.end));
      current = next;
    }
    const limit = `the ${max.toLocaleString('en-US')}-character limit`;
    if (removed.length === 1) changes.push(`${label}: removed '${quote(removed[0]!)}' to fit ${limit}`);
    if (removed.length > 1) {
      const pieces = field === 'title' ? 'segments' : 'sentences';
      changes.push(`${label}: removed its last ${removed.length} ${pieces} to fit ${limit}, from '${quote(removed[0]!)}'`);
    }
    return current;
  };
  for (const t of state.titles) t.text = fit(t.label, t.text, 'title', limits.title.max);
  for (const b of state.bullets) b.text = fit(b.label, b.text, 'bullets', limits.bullets.max);
  state.description = fit('Description', state.description, 'description', limits.description.max);
}

