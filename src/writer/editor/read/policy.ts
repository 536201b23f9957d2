import { audit, getProfile, type Keywords, type PhraseFamily } from '../../../rules/index.js';
import { CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST } from '../../../rules/contact-phrases.js';
import { GUARANTEE, PROMO } from '../../../rules/offer-phrases.js';
import { UNPROVEN } from '../../../rules/phrases.js';

/*
 * Which of the seller's sentences the marketplace forbids (contact details, guarantees, promotions,
 * pesticide or disease claims, ...): the rules engine's own error findings decide, so the writer
 * and the audit never disagree. A forbidden sentence is removed whole, with the rule's message as
 * the reason the seller sees.
 *
 * The families a listing must never carry (contact details, guarantees, promotions and rankings
 * nobody can prove, `India's no. 1`) are also matched whole against each text: the audit looks a
 * family up by its trigger words, and a price glued to its currency (`Rs599`) has none.
 */

/** Families whose every match is removed, the audit's trigger words aside. A ranking is only a warning there, but no seller can prove it in a bullet. */
const NEVER_CARRIED: readonly PhraseFamily[] = [CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST, GUARANTEE, PROMO, UNPROVEN];

function familyProblem(text: string): PolicyProblem | undefined {
  for (const family of NEVER_CARRIED) {
    // (Most texts fail the cheap test of most families: their patterns need not read them.)
    if (family.needs && !family.needs.test(text)) continue;
    family.pattern.lastIndex = 0;
    for (const m of text.matchAll(family.pattern)) {
      if (family.accept && !family.accept(m[0])) continue;
      return { message: `"${m[0]}": ${family.why}`, start: m.index, end: m.index + m[0].length, ...(family === UNPROVEN || family === PROMO ? { standalone: true } : {}) };
    }
  }
  return undefined;
}

/** The text without any phrase a listing must never carry (`Award Winning`, `Best Price`): what is left may move to another field. */
export function withoutNeverCarried(text: string): string {
  let out = text;
  for (const family of NEVER_CARRIED) {
    if (family.needs && !family.needs.test(out)) continue;
    family.pattern.lastIndex = 0;
    out = out.replace(family.pattern, (m) => (family.accept && !family.accept(m) ? m : ' '));
  }
  return out;
}

const NO_KEYWORDS: Keywords = { main: '', secondary: [], bullet: [] };

export interface PolicyProblem {
  message: string;
  /** Where in the text the rule found it. */
  start: number;
  end: number;
  /** A phrase that stands apart from the words around it (`Award Winning`, `Best Seller`): it goes alone. */
  standalone?: boolean;
}

/** For each text, the first error finding inside it, or undefined when it is allowed. */
export function policyProblems(texts: readonly string[]): (PolicyProblem | undefined)[] {
  if (texts.length === 0) return [];
  const result = audit({ title: 'x', bullets: [...texts] }, NO_KEYWORDS, getProfile(), { marketplace: 'US' });
  const problems: (PolicyProblem | undefined)[] = texts.map(() => undefined);
  for (const finding of result.findings) {
    if (finding.field !== 'bullets' || finding.severity !== 'error' || finding.index === undefined || finding.start === undefined) continue;
    problems[finding.index] ??= { message: finding.message, start: finding.start, end: finding.end ?? finding.start };
  }
  return problems.map((p, i) => {
    const text = texts[i] ?? '';
    if (!p) return familyProblem(text);
    // (A rule that reads whole sentences finds the whole text; the phrase itself is where its family
    // matches, and a name keeps the words around it: `OPPO A31 (…) with No Cost EMI`.)
    return p.start === 0 && p.end >= text.trimEnd().length ? (familyProblem(text) ?? p) : p;
  });
}

/**
 * A product name with a forbidden phrase in it (`... Soleplate and Anti-Bacterial German Coating
 * Technology`) keeps what comes before the phrase that holds it, cut at the connective or comma
 * before it, so the name stays a name. When too little would be left before it (`Fire-Boltt
 * India's No 1 Smartwatch Brand Talk 2 ...`), the phrase alone is taken out and the words after it
 * close up: otherwise the whole name went, and a title option was left as `240*240 Pixels`.
 * Undefined when neither leaves a name of three words.
 */
export function nameWithout(name: string, problem: PolicyProblem): { kept: string; removed: string } | undefined {
  const before = name.slice(0, problem.start);
  // (`… Vroom Award Winning Wooden … Counting Game`: a ranking or a promotion says nothing of the words after it, which name the product.)
  if (problem.standalone) {
    // (Every such phrase goes, and what joined it to the name: `… 128GB Storage) with No Cost EMI/Additional Exchange Offers`.)
    let closed = withoutNeverCarried(name).replace(/\s+/gu, ' ').trim();
    for (let last = ''; last !== closed; ) {
      last = closed;
      closed = closed.replace(/[\s/&+,;:–—-]+$/u, '').replace(/\s+(?:with|and|plus|for)$/iu, '');
    }
    const removed = name.startsWith(closed) ? name.slice(closed.length).replace(/^[\s/&+,;:–—-]+/u, '') : name.slice(problem.start, problem.end).trim();
    if (closed.split(/\s+/u).length >= 3) return { kept: closed, removed };
  }
  const connectives = [...before.matchAll(/\s(?:and|with|&|plus)\s/giu)].map((m) => m.index);
  const cut = Math.max(connectives.at(-1) ?? -1, before.lastIndexOf(','));
  const kept = (cut > 0 ? before.slice(0, cut) : before).replace(/[\s,;:&+\-–—]+$/u, '').trim();
  if (kept.split(/\s+/u).length >= 3) return { kept, removed: name.slice(kept.length).replace(/^[\s,;:&+\-–—]+/u, '') };
  const closed = `${before.trimEnd()} ${name.slice(problem.end).trimStart()}`.replace(/\s+/gu, ' ').trim();
  return closed.split(/\s+/u).length >= 3 && closed !== name.trim() ? { kept: closed, removed: name.slice(problem.start, problem.end).trim() } : undefined;
}
