import { lowerWords, unsupportedClaims } from '../../rules/index.js';
import { candidateFamilies } from '../../rules/phrases.js';
import type { IssueKind } from './draft-issues.js';
import { negated, plainWords } from './seller-text.js';

/*
 * Claim words: the certifications, property claims and materials beyond the rules engine's own
 * list, how any claim word divides into kinds a seller understands, and the facts of a seller's
 * text listed by kind for the prompts.
 */

/**
 * Certifications and property claims the claim list of the rules engine does not cover; matched
 * as whole phrases. Only words that are a claim wherever they appear, so no common English word.
 */
export const EXTRA_CLAIMS: Readonly<Record<string, 'certification' | 'claim' | 'material'>> = {
  'pfoa free': 'claim', 'ptfe free': 'claim', 'pfas free': 'claim', 'phthalate free': 'claim',
  'non gmo': 'certification', kosher: 'certification', halal: 'certification', 'cruelty free': 'certification',
  'fair trade': 'certification', csa: 'certification', tuv: 'certification', 'prop 65': 'certification', greenguard: 'certification',
  'dermatologist tested': 'claim', 'military grade': 'claim', 'aircraft grade': 'claim', 'surgical grade': 'claim',
  biodegradable: 'claim', recyclable: 'claim', compostable: 'claim', 'non slip': 'claim', 'anti slip': 'claim',
  'shatterproof': 'claim', 'rustproof': 'claim', 'rust proof': 'claim', 'scratch resistant': 'claim', 'water resistant': 'claim',
  'heat resistant': 'claim',
  polypropylene: 'material', polyethylene: 'material', polycarbonate: 'material', pvc: 'material', tpu: 'material',
  neoprene: 'material', mdf: 'material', plywood: 'material', stoneware: 'material', borosilicate: 'material', alloy: 'material',
  'carbon steel': 'material', microfiber: 'material', microfibre: 'material', fleece: 'material', velvet: 'material',
  canvas: 'material', denim: 'material', satin: 'material', jute: 'material', hemp: 'material', cork: 'material',
  resin: 'material', vinyl: 'material', polyurethane: 'material', 'faux leather': 'material', 'vegan leather': 'material',
  'pu leather': 'material', mahogany: 'material', acacia: 'material', cedar: 'material', beech: 'material', birch: 'material',
};
/** Phrases by first word ("non slip" also as "nonslip"), so each draft word is looked up once. */
const EXTRA_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of Object.keys(EXTRA_CLAIMS)) {
  const parts = phrase.split(' ');
  for (const variant of parts.length > 1 ? [parts, [parts.join('')]] : [parts]) {
    const list = EXTRA_BY_FIRST_WORD.get(variant[0]!) ?? [];
    list.push(variant);
    EXTRA_BY_FIRST_WORD.set(variant[0]!, list);
  }
}
const WORD = /[\p{L}\p{N}]+/gu;

/** The extra claim phrases in a text, with their offsets; words may be joined by spaces or hyphens. */
export function extraClaims(text: string): { start: number; end: number; text: string; phrase: string }[] {
  const tokens = [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const found = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const parts of EXTRA_BY_FIRST_WORD.get(tokens[i]!.word) ?? []) {
      const last = tokens[i + parts.length - 1];
      if (!last || !parts.every((p, j) => tokens[i + j]!.word === p)) continue;
      const gapsOk = parts.every((_, j) => j === 0 || /^[\s-]?$/.test(text.slice(tokens[i + j - 1]!.end, tokens[i + j]!.start)));
      if (!gapsOk) continue;
      const start = tokens[i]!.start;
      found.push({ start, end: last.end, text: text.slice(start, last.end), phrase: parts.length > 1 ? parts.join(' ') : Object.keys(EXTRA_CLAIMS).find((k) => k.replace(/ /g, '') === parts[0]) ?? parts[0]! });
      i += parts.length - 1;
      break;
    }
  }
  return found;
}

/** How the rules engine's claim words divide, for a reason a seller understands. */
const CERTIFICATION_WORDS = new Set(['fda', 'ce', 'ul', 'etl', 'fcc', 'rohs', 'bpa', 'iso', 'usda', 'fsc', 'oeko', 'gots', 'energy', 'nsf', 'cpsia', 'astm', 'certified', 'patented', 'lab', 'organic']);
const PROPERTY_WORDS = new Set(['waterproof', 'shockproof', 'dishwasher', 'microwave', 'hypoallergenic', 'non', 'lead', 'vegan', 'gluten', 'food', 'medical']);
const COLOUR_WORDS = new Set(['black', 'white', 'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'brown', 'grey', 'gray', 'beige', 'navy']);

export function kindOfClaimWord(text: string): IssueKind {
  if (/\d/.test(text)) return /^ipx?\d/i.test(text) ? 'certification' : 'number';
  const first = plainWords(text).split(' ')[0] ?? '';
  if (CERTIFICATION_WORDS.has(first)) return 'certification';
  if (PROPERTY_WORDS.has(first)) return 'claim';
  if (COLOUR_WORDS.has(first)) return 'colour';
  return 'material';
}

export type FactKind = 'number' | 'material' | 'colour' | 'certification' | 'claim';

/**
 * The numbers with units and the claim words in the seller's own texts, by kind: the facts a
 * writer may state. Against an empty source every one of them is "unsupported", which lists them.
 */
export function factWords(texts: readonly string[]): Record<FactKind, string[]> {
  const out: Record<FactKind, string[]> = { number: [], material: [], colour: [], certification: [], claim: [] };
  const add = (kind: IssueKind, word: string) => {
    if (kind in out) out[kind as FactKind].push(word);
  };
  for (const f of unsupportedClaims({ title: '', bullets: [...texts] }, '')) {
    const text = texts[f.index ?? 0]!;
    const word = text.slice(f.start, f.end).trim();
    const kind = kindOfClaimWord(word);
    if (kind === 'number' || !negated(text, f.start!)) add(kind, word);
  }
  for (const text of texts) {
    for (const m of extraClaims(text)) if (!negated(text, m.start)) add(EXTRA_CLAIMS[m.phrase] ?? 'claim', m.text);
    for (const family of candidateFamilies(text, lowerWords(text))) {
      if (family.severity === 'error') continue;
      for (const m of text.matchAll(family.pattern)) if (!family.accept || family.accept(m[0])) add('claim', m[0]);
    }
  }
  return out;
}

