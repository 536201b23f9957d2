import { effectiveBank, fix, packBackendTerms, packingOf, phraseSpans, placedPhrases, trimToLimit, type Listing } from '../../rules/index.js';
import { filledBullets, type GeneratedListing, type OptimizerInput } from '../../contract/optimizer.js';
import type { DraftField } from './draft-issues.js';
import { stripMarkup } from './markup.js';
import { asDraft, cutSpans, fitLengths, labelOf, quote, removePieces, stripAll, type Piece, type State } from './pieces.js';
import { reviewDraft, ruleProblems, toListing, type Problem, type ReviewContext } from './review.js';
import { standInFor } from './stand-in.js';
import { textUnits } from './text-units.js';
import { withBrandFirst } from './brand.js';
import { relevantTerms } from './search-terms.js';

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

/** Each round removes at least one piece or changes nothing, so this is only a safety bound. */
const MAX_ROUNDS = 12;

function capBullets(state: State, ctx: FinishContext, changes: string[]): void {
  if (!ctx.modelDraft) return;
  const wanted = Math.min(ctx.bulletCount, ctx.limits.bullets.countMax);
  const count = state.bullets.length;
  if (count <= wanted) return;
  changes.push(`Bullets ${wanted + 1}–${count} removed: the AI wrote ${count} bullets for your ${wanted}`);
  state.bullets = state.bullets.slice(0, wanted);
}

/**
 * Emptied bullets go. When that leaves fewer than the policy's minimum, one of the seller's own
 * bullets stands in (it is their text, so it states nothing new): the one on the emptied bullet's
 * topic, never one the listing already says (stand-in.ts). Emptied title options go, and with none
 * left the seller's title, then the main keyword, is the title.
 */
function settle(state: State, ctx: FinishContext, used: { bullets: Set<number>; title: number }, changes: string[]): void {
  const originals = filledBullets(ctx.input);
  const minimum = Math.min(ctx.limits.bullets.countMin, originals.length);
  const kept: Piece[] = [];
  state.bullets.forEach((bullet, i) => {
    if (bullet.text.trim() !== '') return void kept.push(bullet);
    const remaining = state.bullets.slice(i + 1).filter((b) => b.text.trim() !== '');
    if (kept.length + remaining.length >= minimum) return;
    const place = Number(/\d+/.exec(bullet.label)?.[0] ?? i + 1) - 1;
    const present = [...kept, ...remaining].map((b) => b.text);
    const usable = (index: number) => !used.bullets.has(index) && !holdsExcluded(originals[index]!, ctx);
    const choice = standInFor(bullet.written ?? '', place, originals, present, usable);
    if (choice === undefined) return;
    used.bullets.add(choice);
    const text = stripMarkup(originals[choice]!, 'bullets').text;
    kept.push({ text, label: bullet.label, written: text });
    changes.push(`${bullet.label}: your own bullet ${choice + 1} is used instead`);
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

const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
/** Search terms are a set of words: a new order alone is no change the seller needs to hear about. */
const sameTerms = (a: string, b: string) => [...new Set(a.split(/\s+/u))].sort().join(' ') === [...new Set(b.split(/\s+/u))].sort().join(' ');

/** A seller's text that holds a keyword their bank excludes cannot stand in for anything. */
function holdsExcluded(text: string, ctx: FinishContext): boolean {
  const excluded = (effectiveBank(ctx.keywords) ?? []).filter((k) => k.priority === 'excluded');
  return excluded.some((k) => phraseSpans(text, k.phrase).length > 0);
}

/**
 * The main keyword is the seller's own words, so adding it to a title invents nothing. It goes
 * after the first segment (the brand and the product's name), never in front of the brand.
 */
function withMainKeyword(title: string, main: string, maxChars: number): string {
  const lead = main.replace(/(?<![\p{L}\p{N}])\p{Ll}/gu, (c) => c.toUpperCase());
  const first = textUnits(title, 'title')[0];
  const placed = first ? `${title.slice(0, first.end)}, ${lead}${title.slice(first.end)}` : lead;
  return trimToLimit(placed, maxChars);
}

/** Every title option opens with the seller's brand, in the seller's case (brand.ts). */
function putBrandFirst(state: State, ctx: FinishContext, changes: string[]): void {
  const { brand } = ctx;
  if (!brand || !ctx.modelDraft) return;
  for (const t of state.titles) {
    if (t.text.trim() === '') continue;
    const { title, change } = withBrandFirst(t.text, brand);
    if (!change) continue;
    t.text = title;
    if (change === 'case') changes.push(`${t.label}: the brand is written "${brand}", as in your listing`);
    else changes.push(`${t.label}: the brand "${brand}" was put first, as Amazon asks`);
  }
}

/**
 * The rules engine's safe fixes, and the main keyword where a title lacks it; every change is
 * reported with the problem (from the latest review) that caused it.
 */
function applyFixes(state: State, ctx: FinishContext, problems: readonly Problem[], changes: string[]): void {
  const before = asDraft(state);
  const fixable = problems.filter((p) => p.remedy === 'fix' || p.rule === 'keyword.missing');
  const report = (label: string, field: DraftField, index: number | undefined, was: string, now: string) => {
    if (sameWords(was, now) || (field === 'backend' && sameTerms(was, now))) return;
    const reasons = fixable.filter((p) => p.field === field && p.rule !== 'keyword.missing' && (field === 'title' || field === 'bullets' ? p.index === index : true));
    if (reasons.length === 0) changes.push(field === 'backend' ? 'Search terms repacked into the byte budget' : `${label} adjusted to the policy`);
    for (const p of reasons) changes.push(`${label}: fixed: ${p.reason}`);
  };
  const fixOf = (listing: Listing) => fix(listing, ctx.keywords, ctx.profile, ctx.where);
  const shared = fixOf(toListing(before));
  state.titles.forEach((t, i) => {
    // Titles are fixed on their own; the other fields do not depend on which title is shown.
    let title = i === 0 ? shared.title : fixOf({ title: t.text, bullets: [] }).title;
    // A main keyword the seller's bank excludes stays out: the exclusion is the stronger wish.
    // The built-in editor placed the keyword wherever it reads and told the seller where it could
    // not (plan/title.ts); forced in after the name it would be a bare category (`…, Collectible Toys`).
    if (ctx.modelDraft && fixable.some((p) => p.rule === 'keyword.missing' && p.index === i) && !holdsExcluded(ctx.keywords.main, ctx)) {
      title = withMainKeyword(title, ctx.keywords.main, ctx.limits.title.max);
      changes.push(`${t.label}: the main keyword "${ctx.keywords.main}" was put after the brand's name`);
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
    bullets.push({ ...piece, text });
  });
  state.bullets = bullets.slice(0, ctx.limits.bullets.countMax);
  report('Description', 'description', undefined, state.description, shared.description ?? '');
  state.description = shared.description ?? '';
  report('Search terms', 'backend', undefined, state.backend, shared.backend ?? '');
  state.backend = shared.backend ?? '';
  addMustHaves(state, ctx, problems, changes);
}

/** The must-have keywords a problem names as missing: `The must-have keyword "x" ...`. */
const mustHavesIn = (problems: readonly Problem[]) =>
  [...new Set(problems.filter((p) => p.rule === 'keyword.must-have-missing').map((p) => /"([^"]+)"/u.exec(p.instruction)?.[1] ?? '').filter(Boolean))];

/**
 * A must-have still missing goes to the search terms as its own phrase, every content word of it,
 * ahead of the other words when bytes run short (decision 0035): the seller asked for that phrase
 * by name, so it beats Amazon's advice not to repeat title words, but nothing else rides along.
 * A phrase goes whole or not at all (half a phrase places nothing and spends bytes), never past the
 * byte limit; one that cannot go is said plainly (finishDraft).
 */
function addMustHaves(state: State, ctx: FinishContext, problems: readonly Problem[], changes: string[]): void {
  const missing = mustHavesIn(problems);
  if (missing.length === 0) return;
  const packing = packingOf(ctx.keywords);
  const accepted: string[] = [];
  let backend = state.backend;
  for (const keyword of missing) {
    const wanted = [...accepted, keyword];
    const packed = packBackendTerms([...wanted, state.backend], {
      title: '',
      maxBytes: ctx.limits.backend.maxBytes,
      ...packing,
      priority: [...wanted, ...(packing.priority ?? [])],
    });
    // (Every phrase taken so far still placed: a later one never pushes an earlier one out.)
    if (!placedPhrases({ ...toListing(asDraft(state)), backend: packed }, wanted).every(Boolean)) continue;
    accepted.push(keyword);
    backend = packed;
  }
  if (backend === state.backend) return;
  for (const keyword of accepted) changes.push(`Search terms: added your must-have keyword "${keyword}"`);
  state.backend = backend;
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
    } else if (p.field === 'title' && p.rule !== 'keyword.missing' && p.rule !== 'keyword.must-have-missing' && state.titles[p.index ?? 0]?.text) {
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
    bullets: draft.optimized_bullet_points.map((text, i) => ({ text, label: `Bullet ${i + 1}`, written: text })),
    description: draft.product_description,
    backend: draft.backend_search_terms,
  };
  const used = { bullets: new Set<number>(), title: 0 };
  stripAll(state, changes);
  // A model's search terms: only the seller's words and what is close to them (the built-in writer's are built so).
  if (ctx.modelDraft) state.backend = relevantTerms(state.backend, ctx, changes);
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
    // Exact cuts first: they change offsets, and what they leave is reviewed again before anything else goes.
    const cuts = problems.filter((p) => p.remedy === 'cut' && p.start !== undefined);
    if (cuts.length > 0 && cutSpans(state, cuts, changes) > 0) {
      settle(state, ctx, used, changes);
      problems = review();
      continue;
    }
    const removable = problems.filter((p) => p.remedy === 'remove' && p.start !== undefined);
    if (removable.length > 0 && removePieces(state, removable, changes) > 0) {
      stripAll(state, changes); // a removed header can leave a list marker at the start
      settle(state, ctx, used, changes);
    } else {
      if (fixed && !problems.some(isError)) break;
      const before = JSON.stringify(asDraft(state));
      putBrandFirst(state, ctx, changes);
      fitLengths(state, ctx.limits, changes);
      applyFixes(state, ctx, problems, changes);
      settle(state, ctx, used, changes);
      if (fixed && JSON.stringify(asDraft(state)) === before) break;
      fixed = true;
    }
    problems = review();
  }
  if (problems.some(isError)) lastResort(state, ctx, used, changes);
  // What no pass could place is said plainly, never hidden.
  for (const keyword of mustHavesIn(ruleProblems(asDraft(state), ctx))) {
    changes.push(`Your must-have keyword "${keyword}" could not be placed: no sentence of yours holds it and the search terms have no bytes left for it`);
  }
  const output = asDraft(state);
  output.optimized_titles = [...new Set(output.optimized_titles)];
  return { output, changes: [...new Set(changes)] };
}

