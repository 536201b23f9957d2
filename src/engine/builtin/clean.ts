import { removeEmoji, removeInvisible } from '../../listing/characters.js';
import { deleteBannedContent } from '../../listing/fix/clean.js';
import {
  AI_ARTIFACT, DISEASE_CLAIM, GUARANTEE, PESTICIDE, PROMO, UNPROVEN, type PhraseFamily,
} from '../../listing/phrases.js';

/*
 * Cleaning of the seller's raw text before any analysis. Everything here only removes or respells
 * characters, so no step can add a fact the seller did not give.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘',
  rdquo: '”', ldquo: '“', hellip: '…', trade: '™', reg: '®', copy: '©', deg: '°', times: 'x', bull: '•',
};

/** Block-level tags end a thought: they become sentence breaks, inline tags become spaces. */
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|table)\b[^<>]*>/giu;
const ANY_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/giu;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/giu;

export function decodeMarkup(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text
    .replace(BLOCK_TAG, '. ')
    .replace(ANY_TAG, ' ')
    .replace(ENTITY, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
      if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? whole;
      return ENTITIES[lower] ?? whole;
    });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** UTF-8 read as Windows-1252: the common sequences back to what the seller typed. */
const MOJIBAKE_REPAIRS: readonly [RegExp, string][] = [
  [/â€™|â€˜/g, '’'],
  [/â€œ|â€\u009d|â€/g, '"'],
  [/â€“/g, '–'],
  [/â€”/g, '—'],
  [/â€¦/g, '…'],
  [/Â(?=[\s\u00a0°®©™])/g, ''],
  [/\uFFFD/g, ' '],
];

function repairMojibake(text: string): string {
  if (!/[âÂ\uFFFD]/.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of MOJIBAKE_REPAIRS) out = out.replace(pattern, replacement);
  return out;
}

/** Bullet glyphs and decorations sellers paste in front of text; not emoji, so removeEmoji misses them. */
const GLYPHS = /[•●○◆◇■□▪▫►▶▷➤➢➜➔→⇒✓✔✗✘★☆✦✧❤♥♦♣♠»«·※◉◎❖¦¬^_{}]|(?<!\d)\*|\*(?!\d)|#(?!\d)/gu;

/**
 * Symbols Amazon bans in bullets, respelled where they carry meaning (`350°F`, `±2 mm`, `~5 kg`)
 * and dropped where they are decoration (™ ® © † ‡).
 */
function respellSymbols(text: string): string {
  return text
    .replace(/[™®©†‡¢¥]/gu, ' ')
    .replace(/…|\.{3,}/gu, '. ')
    .replace(/(\d)\s*°\s*([CF])(?![\p{L}])/gu, '$1 $2')
    .replace(/(\d)\s*°(?=\s+(?!(?:and|or|to|in|on|at|for|with|of|from|by|up|down|left|right)\b)\p{L})/gu, '$1-degree')
    .replace(/(\d)\s*°/gu, '$1 degrees')
    .replace(/°/gu, ' ')
    .replace(/±\s*/gu, '+/-')
    .replace(/~\s*(?=\d)/gu, 'about ')
    .replace(/~/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])â(?![\p{L}\p{N}])/gu, ' ');
}

/** `【Header】 text` and `[Header] text`: the bracketed lead-in is a header. */
const BRACKET_HEADER = /^\s*[【[]([^】\]\n]{1,80})[】\]]\s*[:：\-–—]?\s*/u;

/** One field of seller text, as plain single-spaced text without banned characters or contact details. */
export function cleanField(raw: string): string {
  let text = removeEmoji(repairMojibake(removeInvisible(decodeMarkup(raw)))).replace(GLYPHS, ' ');
  text = text.replace(BRACKET_HEADER, (_whole, header: string) => `${header.trim()}: `);
  text = text.replace(/[【】]/gu, ' ');
  text = respellSymbols(deleteBannedContent(text)).replace(/\s*\|\s*/g, ', ');
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])(?!\d)/g, '$1')
    .replace(/([,;:])(?=[^\s\d])/g, '$1 ')
    .replace(/(?:\.\s*){2,}/g, '. ')
    .replace(/^(?:[\s,;:\-–—]|\.(?!\d))+/, '')
    .trim();
}

/**
 * Sentences that must not reach the listing at all: guarantees, prices and promotions, pesticide and
 * disease claims, rankings, assistant leftovers, and shop policies (returns, delivery, service).
 */
const BANNED_FAMILIES: readonly PhraseFamily[] = [GUARANTEE, PROMO, PESTICIDE, DISEASE_CLAIM, UNPROVEN, AI_ARTIFACT];
/** Rankings and guarantees the rules engine's patterns miss: `No.1 brand`, `best in the world`, `guarantee your satisfaction`. */
const RANKING =
  /(?<![\p{L}\p{N}])(?:no\.?\s?1|number\s(?:1|one)|#\s?1(?![\p{N}])|best (?:in|of) the world|best[- ]in[- ]class|guarantee[sd]? (?:your |100% )?satisfaction|stand behind (?:our|every|all)(?: of our)? products?)(?![\p{N}])/iu;
const SHOP_POLICY =
  /(?<![\p{L}\p{N}])(?:easy returns?|returns? policy|refunds?|replacements? (?:within|policy|guarantee)|eligible for (?:replacement|return)|customer (?:service|support|care)|contact us|reach (?:out to )?us|e-?mail us|message us|feel free to (?:contact|reach|message)|after[- ]sales?|worry[- ]free|no risk|days? of delivery|date of purchase)(?![\p{L}\p{N}])/iu;

export function isBannedSentence(sentence: string): boolean {
  if (SHOP_POLICY.test(sentence) || RANKING.test(sentence)) return true;
  for (const family of BANNED_FAMILIES) {
    family.pattern.lastIndex = 0;
    let match = family.pattern.exec(sentence);
    while (match) {
      if (!family.accept || family.accept(match[0])) return true;
      match = family.pattern.exec(sentence);
    }
  }
  return false;
}

/** Deletes banned phrases inside a text that must be kept (a title segment), rather than dropping it. */
export function removeBannedPhrases(text: string): string {
  let out = text;
  for (const family of BANNED_FAMILIES) {
    family.pattern.lastIndex = 0;
    out = out.replace(family.pattern, (match) => (!family.accept || family.accept(match) ? ' ' : match));
  }
  return out.replace(/\s{2,}/g, ' ').trim();
}
