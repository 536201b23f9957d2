import { FUNCTION_WORDS, labelWords, lowerPlainWords, sentenceSpans } from '../../../rules/index.js';
import { capitalizeFirst, fixArticles, isShouted, unshout, withStop } from './clean.js';

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
// (A decimal is no full stop: `1.85” HD display: Get a clearer picture`.)
// (Nor is an abbreviation's, `40 HR. MEGA PLAYTIME:`; the header goes without it.)
const COLON_HEADER = /^((?:[^:：.!?]|(?<=\d)\.(?=\d)|(?<=\b(?:hrs?|mins?|secs?|no|approx|max|qty|pcs?|ft|oz|lbs?|mm|cm|kg|gm|ml|vol|dia|wt|yrs?|sq))\.(?=\s)){2,90}?)\s*[:：]\s*(?=\S)/iu;
const ABBREVIATION_STOP = /(?<=\b(?:hrs?|mins?|secs?|no|approx|max|qty|pcs?|ft|oz|lbs?|mm|cm|kg|gm|ml|vol|dia|wt|yrs?|sq))\.(?=\s)/giu;
const DASH_HEADER = /^([\p{Lu}\p{N}][\p{Lu}\p{N}\s&'’/+,-]{2,60}?)\s+[-–—]\s+/u;
/** `Crush proof balls - the included 200 balls are ...`: a short label, a dash, then a lowercase sentence. */
const LABEL_DASH = /^([^.!?:]{3,60}?)\s+[-–—]\s+(?=\p{Ll}|[^.!?]{3,50}$)/u;
/** `Compatibility and Dimension - It fits ...`: a label, a spaced dash, a capitalised sentence. */
const TITLED_DASH = /^([\p{Lu}][^.!?:;,]{2,40}?)\s+[-–—]\s+(?=\p{Lu})/u;
/** `Playback- Keep dancing ...`: a short label glued to a dash, then a capitalised sentence. */
const GLUED_DASH = /^((?:[\p{L}\p{N}][\p{L}\p{N}'’&+]*\s){0,3}[\p{L}\p{N}][\p{L}\p{N}'’&+]*)[-–—]\s+(?=\p{Lu})/u;
/** (Its last word has a letter: `PACKAGE INCLUDES 1 Ceiling Fan` starts its text with the count.) */
const CAPS_RUN = /^((?:[\p{Lu}\p{N}][\p{Lu}\p{N}&'’+-]*\s+){1,6}[\p{Lu}\p{N}&'’+-]*\p{Lu}[\p{Lu}\p{N}&'’+-]*)\s+(?=\p{Lu}\p{Ll}|\p{N})/u;

const wordCount = (text: string) => lowerPlainWords(text).length;

/** `Memory, Storage & SIM`: short labels in Title Case, listed with commas, are one label. */
const isLabelList = (label: string) =>
  !/;/u.test(label) && label.split(/\s*,\s*/u).every((part) => wordCount(part) >= 1 && wordCount(part) <= 3 && labelWords(part).every((w) => /^[\p{Lu}\p{N}&]/u.test(w)));

/** Marks sellers put between a label and its text: `COMPATIBILITY ☞ Single monitor ...`, `Battery ➤ 5000 mAh`. */
const POINTER = '☞☛➤➜➔→⇒►▶';

/**
 * A seller's header written with a mark other than a colon, as `Label: text` before tidying takes
 * the mark or its space away: a label before a spaced semicolon (`Compatibility ; Glass screen
 * protector ...`; a semicolon between two clauses has no space before it), a pointing mark
 * (`COMPATIBILITY ☞ ...`), or a shouted label before a semicolon (`GREAT FOR ALL YEAR LONG; ...`).
 */
export function markHeaderLabel(raw: string): string {
  const spaced = raw.match(/^(\s*[^;:.!?]{2,40}?)\s+;\s+(?=\S)/u);
  if (spaced?.[1] && wordCount(spaced[1]) <= 5) return `${spaced[1]}: ${raw.slice(spaced[0].length)}`;
  const pointed = raw.match(new RegExp(`^(\\s*[^:.!?${POINTER}]{2,60}?)\\s*[${POINTER}]+\\s*(?=\\S)`, 'u'));
  if (pointed?.[1] && wordCount(pointed[1]) >= 1 && wordCount(pointed[1]) <= 8) return `${pointed[1]}: ${raw.slice(pointed[0].length)}`;
  const shouted = raw.match(/^(\s*[^;:.!?]{2,60}?);\s*(?=\S)/u);
  if (shouted?.[1] && isShouted(shouted[1]) && wordCount(shouted[1]) <= 8 && !isShouted(raw.slice(shouted[0].length))) return `${shouted[1]}: ${raw.slice(shouted[0].length)}`;
  return raw;
}

/** A bracket header (`【Split Display】`) starting another bullet inside one; a note (`【NOTE: ...】`) is no header. */
const INNER_BRACKET = /【[^】:：]{2,70}】/gu;
/** `...rating.; Productivity features: With ...`: a second `Label:` after a semicolon. */
const INNER_LABEL = /;\s*(?=(?:[\p{L}\p{N}][^\s:;.!?]*\s+){0,5}[\p{L}\p{N}][^\s:;.!?]*\s*:\s)/gu;
/** Words a bullet's text needs on each side of a cut at a second label: a spec list (`Wattage: 500 W; Voltage: 230 V`) is one bullet. */
const MIN_JOINED_WORDS = 5;

/**
 * A seller bullet that holds two (`...menu;【SpO2 Monitoring】- Monitor ...`, `...rating.; Productivity
 * features: With ...`), as its bullets: the second header would otherwise sit in the middle of one
 * bullet. A bracket header with no text of its own (`【IP68 Water Resistant】 【Metal Case】 ...`) stays
 * with the bullet before it, as a phrase.
 */
export function splitJoinedBullets(text: string): string[] {
  // `...usage+^+Warranty: 1 year+^+...`: a seller's own mark between bullets.
  if (/\+\^\+/u.test(text)) return text.split(/\s*\+\^\+\s*/u).filter((t) => /[\p{L}\p{N}]/u.test(t)).flatMap(splitJoinedBullets);
  const cuts: { at: number; skip: number }[] = [];
  for (const m of text.matchAll(INNER_BRACKET)) if (/[\p{L}\p{N}]/u.test(text.slice(0, m.index))) cuts.push({ at: m.index, skip: 0 });
  if (splitHeader(text).header !== '' && !BRACKET_HEADER.test(text)) {
    // Each side's text runs from its label to the next semicolon: a list of short specs is no pair of bullets.
    const labels = [...text.matchAll(INNER_LABEL)];
    labels.forEach((m, i) => {
      const from = i === 0 ? 0 : (labels[i - 1]!.index ?? 0) + labels[i - 1]![0].length;
      const ownBody = splitHeader(text.slice(from, m.index)).body;
      const after = text.slice(m.index + m[0].length);
      const nextBody = after.slice(after.indexOf(':') + 1).split(';')[0] ?? '';
      if (wordCount(ownBody) >= MIN_JOINED_WORDS && wordCount(nextBody) >= MIN_JOINED_WORDS) cuts.push({ at: m.index, skip: m[0].length });
    });
  }
  if (cuts.length === 0) return [text];
  cuts.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of [...cuts, { at: text.length, skip: 0 }]) {
    const piece = text.slice(from, cut.at).replace(/[\s;,]+$/u, '').trim();
    from = cut.at + cut.skip;
    const bare = piece.match(/^【([^】]+)】$/u);
    // A header with no text of its own is a phrase of the bullet before it.
    if (bare?.[1] && pieces.length > 0) pieces[pieces.length - 1] = `${withStop(pieces.at(-1) ?? '')} ${withStop(bare[1].trim())}`;
    else if (piece) pieces.push(piece);
  }
  return pieces;
}

/** Splits `HEADER: body`; a colon inside a time (`10:30`) or after a long clause is no header. */
export function splitHeader(text: string): { header: string; body: string } {
  const bracket = text.match(BRACKET_HEADER);
  if (bracket?.[1] && wordCount(bracket[1]) <= 10) return { header: bracket[1].trim(), body: text.slice(bracket[0].length).trim() };
  // `WHATS INCLUDED? Egg cooker base; ...`: a short question as a label.
  const question = text.match(/^([^:.!?]{3,40})\?\s+(?=\p{Lu})/u);
  if (question?.[1] && wordCount(question[1]) <= 4 && (isShouted(question[1]) || /^what/iu.test(question[1]))) return { header: question[1].trim(), body: text.slice(question[0].length).trim() };
  const colon = text.match(COLON_HEADER);
  // A label has no commas of its own, unless it is a shouted list (`ORGANIC, NON-GMO, RAW:`).
  const label = colon?.[1] ?? '';
  if (colon && wordCount(label) <= 14 && !/\d$/u.test(label) && (!/[,;]/u.test(label) || isShouted(label) || isLabelList(label)) && text.length > colon[0].length + 1) {
    return { header: label.replace(ABBREVIATION_STOP, '').trim(), body: text.slice(colon[0].length).trim() };
  }
  const dash = text.match(DASH_HEADER);
  if (dash?.[1] && /\p{Lu}{2}/u.test(dash[1]) && isShouted(dash[1])) return { header: dash[1].trim(), body: text.slice(dash[0].length).trim() };
  const glued = text.match(GLUED_DASH);
  if (glued?.[1]) return { header: glued[1].trim(), body: text.slice(glued[0].length).trim() };
  // `Compatibility and Dimension - It fits ...`: a short label in Title Case before a spaced dash.
  const titled = text.match(TITLED_DASH);
  if (titled?.[1] && wordCount(titled[1]) <= 4 && labelWords(titled[1]).every((w) => /^[\p{Lu}\p{N}]/u.test(w) || FUNCTION_WORDS.has(w))) {
    return { header: titled[1].trim(), body: text.slice(titled[0].length).trim() };
  }
  const dashed = text.match(LABEL_DASH);
  if (dashed?.[1] && wordCount(dashed[1]) <= 7) return { header: dashed[1].trim(), body: text.slice(dashed[0].length).trim() };
  const caps = text.match(CAPS_RUN);
  if (caps?.[1] && wordCount(caps[1]) >= 2 && isShouted(caps[1]) && !isShouted(text.slice(caps[0].length))) {
    return { header: caps[1].trim(), body: text.slice(caps[0].length).trim() };
  }
  return { header: '', body: text.trim() };
}

/** `Off-Axis magnetic technology - Oval-shaped earbud ...`: any short label before a spaced or glued dash. */
const ANY_DASH_LABEL = /^([^.!?:;]{3,60}?)\s*[-–—]\s+(?=\S)/u;
const DASH_LABEL_WORDS = 7;

/** A label before a dash, when the seller writes their headers so (`dashStyle`, read over all their bullets). */
export function dashLabel(text: string): { header: string; body: string } | undefined {
  const m = text.match(ANY_DASH_LABEL);
  return m?.[1] && wordCount(m[1]) <= DASH_LABEL_WORDS && /\p{L}/u.test(m[1]) ? { header: m[1].trim(), body: text.slice(m[0].length).trim() } : undefined;
}

/**
 * One seller bullet read. `dashStyle`: most of the seller's bullets start `Label - text`, so a
 * label before a dash is a header here too, whatever its case.
 */
export function readBullet(index: number, text: string, known: ReadonlyMap<string, string>, dashStyle = false): BulletRead {
  // A bullet the seller wrapped in quotes (`"Quad-Mic ENC: ... call quality"`) reads without them.
  const unquoted = text.replace(/^\s*["“]([^"“”]*)["”]\s*$/u, '$1');
  const split = splitHeader(unquoted);
  const { header, body } = split.header === '' && dashStyle ? (dashLabel(unquoted) ?? split) : split;
  // `FAST HEATING: - Ceramic element ...`: a dash or bullet mark left in front of the text, or a
  // bracket the seller opened and never closed (`【Smooth 3D drawing ...`).
  // (A minus before a number is its sign, not a list dash: `-20°C to 40°C` became `20 degrees ...`.)
  const opened = body.replace(/^(?:[\s*•·:]|[-–—](?!\d))+/u, '');
  const unclosed = /^[【[]/u.test(opened) && !/[】\]]/u.test(opened);
  const sentences = sentenceSpans(unclosed ? opened.slice(1) : opened)
    // (The seller's article before the other sound is fixed: `a aluminum stand`, `an motorized base`.)
    .map((s) => fixArticles(capitalizeFirst(unshout(s.text, known))))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  // Quotes around a label (`"Quad-Mic ENC": ...`) are no part of it.
  return { index, header: header.replace(/^[\s\-–—*•·:"“”]+|[\s:：,;–—"“”-]+$/gu, ''), sentences };
}
