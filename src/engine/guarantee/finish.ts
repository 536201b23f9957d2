import { codePointLength, fix, trimToLimit, type Listing } from '../../listing/index.js';
import { filledBullets, type GeneratedListing, type OptimizerInput } from '../contract.js';
import type { DraftField } from './draft.js';
import { stripMarkup, type MarkupSpan } from './markup.js';
import { reviewDraft, ruleProblems, toListing, type Problem, type ReviewContext } from './review.js';
import { removedWith, removeUnits, textUnits, unitsCovering, type TextUnit } from './text-units.js';

/*
 * The final pass after the last engine call. What breaks a rule or is not in the seller's text is
 * removed a piece at a time (a sentence, a bullet's header, a title segment, a search term), never
 * words out of the middle; formatting is stripped; lengths are met by dropping trailing pieces
 * before anything is cut; then the rules engine's safe fixes run. Every removal is reported in
 * words a seller understands.
 */

export interface FinishContext extends ReviewContext {
  input: OptimizerInput;
}

/** A text with the name the seller knows it by (its place in the draft, kept when others go). */
interface Piece {
  text: string;
  label: string;
}

interface State {
  titles: Piece[];
  bullets: Piece[];
  description: string;
  backend: string;
}

/** Each round removes at least one piece or changes nothing, so this is only a safety bound. */
const MAX_ROUNDS = 12;
const QUOTE_CHARS = 90;

const asDraft = (s: State): GeneratedListing => ({
  optimized_titles: s.titles.map((t) => t.text),
  optimized_bullet_points: s.bullets.map((b) => b.text),
  product_description: s.description,
  backend_search_terms: s.backend,
});

/** A removed piece as the seller sees it (markup is gone by then): on one line, shortened when long. */
function quote(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return codePointLength(plain) <= QUOTE_CHARS ? plain : `${trimToLimit(plain, QUOTE_CHARS - 1)}…`;
}

function labelOf(state: State, field: DraftField, index?: number): string {
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

function stripAll(state: State, changes: string[]): void {
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

function capBullets(state: State, ctx: FinishContext, changes: string[]): void {
  if (!ctx.modelDraft) return;
  const wanted = Math.min(ctx.bulletCount, ctx.limits.bullets.countMax);
  const count = state.bullets.length;
  if (count <= wanted) return;
  changes.push(`Bullets ${wanted + 1}–${count} removed: the AI wrote ${count} bullets for your ${wanted}`);
  state.bullets = state.bullets.slice(0, wanted);
}

/** When one piece breaks several things, the seller hears the most serious. */
const REASON_ORDER: Record<Problem['kind'], number> = {
  rule: 0, meta: 1, claim: 2, certification: 3, number: 4, material: 5, colour: 6, repetition: 7, markup: 8,
};

/** Removes the pieces that hold the problems; returns how many texts changed. */
function removePieces(state: State, problems: readonly Problem[], changes: string[]): number {
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

/**
 * Emptied bullets go. When that leaves fewer than the policy's minimum, the seller's own bullet
 * from the same place stands in (it is their text, so it states nothing new); emptied title options
 * go, and with none left the seller's title, then the main keyword, is the title.
 */
function settle(state: State, ctx: FinishContext, used: { bullets: Set<number>; title: number }, changes: string[]): void {
  const originals = filledBullets(ctx.input);
  const minimum = Math.min(ctx.limits.bullets.countMin, originals.length);
  const kept: Piece[] = [];
  state.bullets.forEach((bullet, i) => {
    if (bullet.text.trim() !== '') return void kept.push(bullet);
    const place = Number(/\d+/.exec(bullet.label)?.[0] ?? i + 1) - 1;
    const own = originals[place];
    const remaining = state.bullets.slice(i + 1).filter((b) => b.text.trim() !== '').length;
    if (own !== undefined && !used.bullets.has(place) && kept.length + remaining < minimum) {
      used.bullets.add(place);
      kept.push({ text: stripMarkup(own, 'bullets').text, label: bullet.label });
      changes.push(`${bullet.label}: your own bullet ${place + 1} is used instead`);
    }
  });
  state.bullets = kept;
  state.titles = state.titles.filter((t) => t.text.trim() !== '');
  if (state.titles.length > 0) return;
  if (used.title === 0) {
    used.title = 1;
    state.titles = [{ text: ctx.input.title.replace(/\s+/g, ' ').trim(), label: 'Title option 1' }];
    changes.push('Title: no title option could be kept, so your own title is used');
  } else {
    used.title = 2;
    const main = ctx.keywords.main;
    state.titles = [{ text: main.charAt(0).toUpperCase() + main.slice(1), label: 'Title option 1' }];
    changes.push('Title: your own title could not be kept either, so the main keyword is the title');
  }
}

/** Over-long fields lose whole trailing pieces first; the rules engine's trim only cuts a single piece too long on its own. */
function fitLengths(state: State, ctx: FinishContext, changes: string[]): void {
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
  for (const t of state.titles) t.text = fit(t.label, t.text, 'title', ctx.limits.title.max);
  for (const b of state.bullets) b.text = fit(b.label, b.text, 'bullets', ctx.limits.bullets.max);
  state.description = fit('Description', state.description, 'description', ctx.limits.description.max);
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The main keyword is the seller's own words, so putting it in front of a title invents nothing. */
function withMainKeyword(title: string, main: string, maxChars: number): string {
  const lead = main.charAt(0).toUpperCase() + main.slice(1);
  return trimToLimit(`${lead} - ${title}`, maxChars);
}

/**
 * The rules engine's safe fixes, and the main keyword where a title lacks it; every change is
 * reported with the problem (from the latest review) that caused it.
 */
function applyFixes(state: State, ctx: FinishContext, problems: readonly Problem[], changes: string[]): void {
  const before = asDraft(state);
  const fixable = problems.filter((p) => p.remedy === 'fix' || p.rule === 'keyword.missing');
  const report = (label: string, field: DraftField, index: number | undefined, was: string, now: string) => {
    if (sameWords(was, now)) return;
    const reasons = fixable.filter((p) => p.field === field && p.rule !== 'keyword.missing' && (field === 'title' || field === 'bullets' ? p.index === index : true));
    if (reasons.length === 0) changes.push(field === 'backend' ? 'Search terms repacked into the byte budget' : `${label} adjusted to the policy`);
    for (const p of reasons) changes.push(`${label}: fixed: ${p.reason}`);
  };
  const fixOf = (listing: Listing) => fix(listing, ctx.keywords, ctx.profile, ctx.where);
  const shared = fixOf(toListing(before));
  state.titles.forEach((t, i) => {
    // Titles are fixed on their own; the other fields do not depend on which title is shown.
    let title = i === 0 ? shared.title : fixOf({ title: t.text, bullets: [] }).title;
    if (fixable.some((p) => p.rule === 'keyword.missing' && p.index === i)) {
      title = withMainKeyword(title, ctx.keywords.main, ctx.limits.title.max);
      changes.push(`${t.label}: the main keyword "${ctx.keywords.main}" was put in front`);
    }
    report(t.label, 'title', i, t.text, title);
    t.text = title;
  });
  // fix() drops empty and repeated bullets; when it dropped none, each fixed bullet is its own.
  const fixedBullets =
    shared.bullets.length === state.bullets.length
      ? shared.bullets
      : state.bullets.map((b) => fixOf({ title: '', bullets: [b.text] }).bullets[0] ?? '');
  const seen = new Set<string>();
  const bullets: Piece[] = [];
  state.bullets.forEach((piece, i) => {
    const text = fixedBullets[i] ?? '';
    const key = text.trim().toLowerCase();
    if (text === '' || seen.has(key)) {
      const why = text === '' ? 'nothing was left once banned characters were taken out' : 'it repeats another bullet';
      if (piece.text.trim() !== '') changes.push(`${piece.label}: removed '${quote(piece.text)}': ${why}`);
      return;
    }
    seen.add(key);
    report(piece.label, 'bullets', i, piece.text, text);
    bullets.push({ text, label: piece.label });
  });
  state.bullets = bullets.slice(0, ctx.limits.bullets.countMax);
  report('Description', 'description', undefined, state.description, shared.description ?? '');
  state.description = shared.description ?? '';
  report('Search terms', 'backend', undefined, state.backend, shared.backend ?? '');
  state.backend = shared.backend ?? '';
}

/**
 * Whatever is still an error after every round goes whole: the bullet, the description, the title
 * option. It never happens with the rules as they are; it keeps the promise if a rule changes.
 */
function lastResort(state: State, ctx: FinishContext, used: { bullets: Set<number>; title: number }, changes: string[]): void {
  const problems = ruleProblems(asDraft(state), ctx);
  for (const p of problems) {
    const label = labelOf(state, p.field, p.index);
    if (p.field === 'bullets' && p.index !== undefined && state.bullets[p.index]?.text) {
      changes.push(`${label}: removed '${quote(state.bullets[p.index]!.text)}': ${p.reason}`);
      state.bullets[p.index]!.text = '';
    } else if (p.field === 'description' && state.description) {
      changes.push(`Description: removed: ${p.reason}`);
      state.description = '';
    } else if (p.field === 'title' && p.rule !== 'keyword.missing' && state.titles[p.index ?? 0]?.text) {
      changes.push(`${label}: removed '${quote(state.titles[p.index ?? 0]!.text)}': ${p.reason}`);
      state.titles[p.index ?? 0]!.text = '';
    }
  }
  used.bullets = new Set(filledBullets(ctx.input).map((_, i) => i)); // no more stand-ins: they were tried
  settle(state, ctx, used, changes);
  applyFixes(state, ctx, ruleProblems(asDraft(state), ctx), changes);
}

const isError = (p: Problem) => p.kind === 'rule';

export function finishDraft(draft: GeneratedListing, ctx: FinishContext): { output: GeneratedListing; changes: string[] } {
  const changes: string[] = [];
  const state: State = {
    titles: draft.optimized_titles.map((text, i) => ({ text, label: `Title option ${i + 1}` })),
    bullets: draft.optimized_bullet_points.map((text, i) => ({ text, label: `Bullet ${i + 1}` })),
    description: draft.product_description,
    backend: draft.backend_search_terms,
  };
  const used = { bullets: new Set<number>(), title: 0 };
  stripAll(state, changes);
  capBullets(state, ctx, changes);
  settle(state, ctx, used, changes);
  // Remove what must go, then fix; repeat until a fixed listing has nothing left to remove.
  // Removing and fixing never add a fact, so once the seller's facts check finds nothing it stops.
  let facts = true;
  const review = () => {
    const found = reviewDraft(asDraft(state), ctx, { facts });
    facts &&= found.some((p) => p.kind !== 'rule');
    return found;
  };
  let problems = review();
  let fixed = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const removable = problems.filter((p) => p.remedy === 'remove' && p.start !== undefined);
    if (removable.length > 0 && removePieces(state, removable, changes) > 0) {
      stripAll(state, changes); // a removed header can leave a list marker at the start
      settle(state, ctx, used, changes);
    } else {
      if (fixed && !problems.some(isError)) break;
      const before = JSON.stringify(asDraft(state));
      fitLengths(state, ctx, changes);
      applyFixes(state, ctx, problems, changes);
      settle(state, ctx, used, changes);
      if (fixed && JSON.stringify(asDraft(state)) === before) break;
      fixed = true;
    }
    problems = review();
  }
  if (problems.some(isError)) lastResort(state, ctx, used, changes);
  const output = asDraft(state);
  output.optimized_titles = [...new Set(output.optimized_titles)];
  return { output, changes: [...new Set(changes)] };
}
