import type { BulletFact } from './bullet-facts.js';
import { negationsIn, type Negation } from './negation.js';
import { liftsNegated, negationsOf } from './negated.js';
import type { Sentence } from './parse.js';
import { tidyTail } from './phrases.js';

/*
 * What a feature does for the buyer, in the seller's words: `keeps water free of plastic taste`,
 * `makes filling and cleaning simple`, and the purposes after `for` (`easy pouring`). These are
 * the benefits the insights name, rather than single words such as `simple`.
 */

export interface BenefitClause {
  /** The seller's words before the verb (`Stainless steel interior`), or '' when the bullet opens on it. */
  subject: string;
  /** From the verb to the end of its clause: `keeps water free of plastic taste`. */
  clause: string;
  /** The verb agrees with a single thing (`keeps`), so `It keeps ...` reads right. */
  singular: boolean;
}

const BENEFIT_VERBS =
  /^(?:keeps?|makes?|lets|helps?|allows?|ensures?|prevents?|protects?|reduces?|saves?|eliminates?|removes?|resists?|improves?|boosts?|enhances?|enables?|gives|delivers?|stays|lasts|means|supports?)$/u;
const CLAUSE_END = /[;:]\s|,\s|\s[-–—]\s|\s(?:which|so that|because|while|whereas|but|when|and then)\s|\.(?!\d)/u;
/** Objects that say nothing on their own: `makes it`, `helps you`. */
const EMPTY_OBJECT = /^(?:\p{L}+\s+)(?:it|them|you|this|that|sure|things?)(?:\s+(?:easy|easier|simple|better|great|possible))?$/iu;
const PURPOSE =
  /(?<![\p{L}])for\s+(?:an?\s+)?((?:easy|easier|quick|quicker|fast|faster|better|smooth|smoother|effortless|comfortable|safe|safer|hassle[- ]free|mess[- ]free|secure|convenient|even|healthy|healthier|long[- ]lasting|extra|added|more|maximum|superior)\s+[\p{L}-]{4,}(?:\s+(?:and|&)\s+[\p{L}-]{4,})?)(?![\p{L}])/giu;

/** Where the clause holding token `at` starts: after the last comma, semicolon, colon or dash before it. */
function clauseStart(sentence: Sentence, at: number): number {
  let start = 0;
  for (let i = 0; i < at; i++) if (/[,;:]|\s[-–—]\s?/u.test(sentence.tokens[i]?.post ?? '')) start = i + 1;
  return start;
}

/** The benefit clause of a sentence: a benefit verb whose subject is a short verbless phrase. */
function clauseOf(sentence: Sentence): BenefitClause | undefined {
  const offset = sentence.start;
  for (const [at, verb] of sentence.tokens.entries()) {
    if (!BENEFIT_VERBS.test(verb.lower)) continue;
    // `does not support DVR` is no benefit.
    if (liftsNegated(negationsOf(sentence), verb.start - offset, verb.end - offset)) continue;
    const from = clauseStart(sentence, at);
    const subjectTokens = sentence.tokens.slice(from, at);
    // `jersey that feels soft and stays breathable`: the subject of `stays` is a clause of its own.
    if (subjectTokens.length > 6 || subjectTokens.some((t) => (t.verb && !t.gerund && !t.noun) || /^(?:that|which|who|it|you|they)$/u.test(t.lower))) continue;
    const rest = sentence.text.slice(verb.start - offset);
    const clause = tidyTail((rest.split(CLAUSE_END)[0] ?? '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()), 12);
    if (clause.split(' ').length < 3 || EMPTY_OBJECT.test(clause)) continue;
    const first = subjectTokens[0];
    const subject = first ? sentence.text.slice(first.start - offset, verb.start - offset).replace(/[\s,;:\-–—]+$/u, '').trim() : '';
    return { subject, clause, singular: /[^s]s$/u.test(verb.lower) };
  }
  return undefined;
}

/** The first benefit clause of each seller bullet that has one. */
export function benefitClauses(bullets: readonly BulletFact[]): BenefitClause[] {
  const out: BenefitClause[] = [];
  for (const bullet of bullets) {
    for (const sentence of bullet.parsed) {
      const found = clauseOf(sentence);
      if (found) {
        out.push(found);
        break;
      }
    }
  }
  return out;
}

/** What the seller says a feature is for, when it is a benefit: `easy pouring`, `better grip`, not `smooth trouble` of `smooth trouble free`. */
export function purposes(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  PURPOSE.lastIndex = 0;
  return [...text.matchAll(PURPOSE)].filter((m) => !liftsNegated(negations, m.index, m.index + m[0].length)).map((m) => (m[1] ?? '').toLowerCase());
}
