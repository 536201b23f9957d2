import { lowerPlainWords, sentenceSpans } from '../../../rules/index.js';
import { capitalizeFirst, isShouted, unshout } from './clean.js';

/*
 * One seller bullet as a header (when the seller wrote one: `HEADER: text`, `【Header】text`,
 * `HEADER - text`, or a run of capitals before the text) and its sentences.
 */

export interface BulletRead {
  index: number;
  /** The seller's header, cleaned ('' when there was none). */
  header: string;
  /** The bullet's sentences, cleaned, in the seller's order. */
  sentences: string[];
}

const BRACKET_HEADER = /^\s*[【[〔({]([^【】[\]〔〕(){}]{2,70})[】\]〕)}]\s*[:：\-–—]?\s*/u;
const COLON_HEADER = /^([^:：.!?]{2,90}?)\s*[:：]\s*(?=\S)/u;
const DASH_HEADER = /^([\p{Lu}\p{N}][\p{Lu}\p{N}\s&'’/+,-]{2,60}?)\s+[-–—]\s+/u;
/** `Crush proof balls - the included 200 balls are ...`: a short label, a dash, then a lowercase sentence. */
const LABEL_DASH = /^([^.!?:]{3,60}?)\s+[-–—]\s+(?=\p{Ll}|[^.!?]{3,50}$)/u;
/** `Playback- Keep dancing ...`: a short label glued to a dash, then a capitalised sentence. */
const GLUED_DASH = /^((?:[\p{L}\p{N}][\p{L}\p{N}'’&+]*\s){0,3}[\p{L}\p{N}][\p{L}\p{N}'’&+]*)[-–—]\s+(?=\p{Lu})/u;
const CAPS_RUN = /^((?:[\p{Lu}\p{N}][\p{Lu}\p{N}&'’+-]*\s+){1,6}[\p{Lu}\p{N}][\p{Lu}\p{N}&'’+-]*)\s+(?=\p{Lu}\p{Ll})/u;

const wordCount = (text: string) => lowerPlainWords(text).length;

/** Splits `HEADER: body`; a colon inside a time (`10:30`) or after a long clause is no header. */
export function splitHeader(text: string): { header: string; body: string } {
  const bracket = text.match(BRACKET_HEADER);
  if (bracket?.[1] && wordCount(bracket[1]) <= 10) return { header: bracket[1].trim(), body: text.slice(bracket[0].length).trim() };
  const colon = text.match(COLON_HEADER);
  // A label has no commas of its own, unless it is a shouted list (`ORGANIC, NON-GMO, RAW:`).
  const label = colon?.[1] ?? '';
  if (colon && wordCount(label) <= 14 && !/\d$/u.test(label) && (!/[,;]/u.test(label) || isShouted(label)) && text.length > colon[0].length + 1) {
    return { header: label.trim(), body: text.slice(colon[0].length).trim() };
  }
  const dash = text.match(DASH_HEADER);
  if (dash?.[1] && /\p{Lu}{2}/u.test(dash[1]) && isShouted(dash[1])) return { header: dash[1].trim(), body: text.slice(dash[0].length).trim() };
  // `Compatibility ; Glass screen protector ...`: a label before a spaced semicolon.
  const semicolon = text.match(/^([^;:.!?]{2,40}?)\s+;\s+(?=\S)/u);
  if (semicolon?.[1] && wordCount(semicolon[1]) <= 5) return { header: semicolon[1].trim(), body: text.slice(semicolon[0].length).trim() };
  const glued = text.match(GLUED_DASH);
  if (glued?.[1]) return { header: glued[1].trim(), body: text.slice(glued[0].length).trim() };
  const dashed = text.match(LABEL_DASH);
  if (dashed?.[1] && wordCount(dashed[1]) <= 7) return { header: dashed[1].trim(), body: text.slice(dashed[0].length).trim() };
  const caps = text.match(CAPS_RUN);
  if (caps?.[1] && wordCount(caps[1]) >= 2 && isShouted(caps[1]) && !isShouted(text.slice(caps[0].length))) {
    return { header: caps[1].trim(), body: text.slice(caps[0].length).trim() };
  }
  return { header: '', body: text.trim() };
}

export function readBullet(index: number, text: string, known: ReadonlyMap<string, string>): BulletRead {
  const { header, body } = splitHeader(text);
  // `FAST HEATING: - Ceramic element ...`: a dash or bullet mark left in front of the text.
  const sentences = sentenceSpans(body.replace(/^[\s\-–—*•·:]+/u, ''))
    .map((s) => capitalizeFirst(unshout(s.text, known)))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  return { index, header: header.replace(/^[\s\-–—*•·:]+|[\s:：,;–—-]+$/gu, ''), sentences };
}
