import { removeEmoji, removeInvisible } from '../characters.js';
import { codePointLength } from '../counting.js';
import type { ResolvedLimits } from '../limits.js';
import type { PolicyProfile } from '../profiles.js';
import { ASIN } from '../checks/bullet/asin.js';
import { duplicateKey } from '../checks/bullet/duplicate.js';
import { isBannedSymbol, symbolReplacement } from '../checks/bullet/forbidden-symbol.js';
import { brandSpans, charsetsFor, insideAny, isMeaningfulContextChar } from '../checks/charsets.js';
import { HTML_MARKUP, isLineBreakTag } from '../checks/description/html.js';
import { repeatKey } from '../checks/title/word-repeat.js';
import { findAll, replaceSpans, type Span } from '../spans.js';
import { COMPOUND_WORD_PATTERN, isWordChar, wordTokens } from '../text/words.js';
import { collapseLine, collapseParagraphs, deleteBannedContent, deleteContactStatements, tidyPunctuation } from './clean.js';
import { trimToLimit } from '../text/fit.js';

/** Characters the title policy bans, decorative `~ # < > *`, and © ®; the brand keeps its own. */
function stripTitleCharacters(title: string, profile: PolicyProfile, brand: string | undefined): string {
  const sets = charsetsFor(profile);
  const exempt = brandSpans(title, brand);
  const spans: Span[] = [];
  for (const span of findAll(sets.titleForbidden, title)) if (!insideAny(exempt, span.start)) spans.push(span);
  for (const span of findAll(sets.titleContext, title)) {
    if (!insideAny(exempt, span.start) && !isMeaningfulContextChar(title, span.start)) spans.push(span);
  }
  // Æ is a letter: removing it would change a word, so only symbols go.
  for (const span of findAll(sets.titleStyle, title)) if (!isWordChar(span.text)) spans.push(span);
  return replaceSpans(title, spans);
}

/** Keeps the first `max` uses of each word and drops the rest, whole. */
function dropRepeats(title: string, max: number): string {
  const counts = new Map<string, number>();
  const spans: Span[] = [];
  for (const token of wordTokens(title, COMPOUND_WORD_PATTERN)) {
    const key = repeatKey(token.text);
    if (key === null) continue;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > max) spans.push({ start: token.start, end: token.end, text: token.text });
  }
  return replaceSpans(title, spans);
}

export function fixTitle(title: string, limits: ResolvedLimits, profile: PolicyProfile, brand?: string): string {
  let text = collapseLine(removeEmoji(deleteBannedContent(deleteContactStatements(removeInvisible(title), 'segment'))));
  text = tidyPunctuation(collapseLine(stripTitleCharacters(text, profile, brand)));
  text = tidyPunctuation(collapseLine(dropRepeats(text, profile.title.maxWordRepeats)));
  return trimToLimit(text, limits.title.max);
}

function stripBulletSymbols(bullet: string, profile: PolicyProfile): string {
  const spans = findAll(charsetsFor(profile).bulletSymbols, bullet).filter((span) => isBannedSymbol(bullet, span));
  if (spans.length === 0) return bullet;
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += `${bullet.slice(at, span.start)}${symbolReplacement(span.text) ?? ' '}`;
    at = span.end;
  }
  return out + bullet.slice(at);
}

export function fixBullet(bullet: string, limits: ResolvedLimits, profile: PolicyProfile): string {
  let text = deleteBannedContent(deleteContactStatements(removeInvisible(bullet), 'sentence'));
  text = removeEmoji(replaceSpans(text, findAll(ASIN, text)));
  text = tidyPunctuation(collapseLine(stripBulletSymbols(text, profile)));
  return trimToLimit(text, limits.bullets.max, { preferSentence: true });
}

/** Drops empty and repeated bullets, then any beyond what Amazon accepts. */
export function fixBullets(bullets: readonly string[], limits: ResolvedLimits, profile: PolicyProfile): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const bullet of bullets) {
    const fixed = fixBullet(bullet, limits, profile);
    const key = duplicateKey(fixed);
    if (fixed === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(fixed);
  }
  return out.slice(0, limits.bullets.countMax);
}

const ENTITY_TEXT: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&apos;': "'", '&#39;': "'" };

function stripMarkup(text: string): string {
  HTML_MARKUP.lastIndex = 0;
  return text.replace(HTML_MARKUP, (markup) => (isLineBreakTag(markup) ? markup : ENTITY_TEXT[markup.toLowerCase()] ?? ' '));
}

export function fixDescription(description: string, limits: ResolvedLimits): string {
  const text = tidyPunctuation(collapseParagraphs(stripMarkup(deleteBannedContent(deleteContactStatements(removeInvisible(description), 'sentence')))));
  return trimToLimit(text, limits.description.max, { preferSentence: true, html: true });
}

/** Undefined when the title is too long for highlights to be accepted at all. */
export function fixHighlights(highlights: string, title: string, limits: ResolvedLimits): string | undefined {
  const text = tidyPunctuation(collapseLine(deleteBannedContent(deleteContactStatements(removeInvisible(highlights), 'sentence'))));
  if (!limits.highlights || text === '') return text;
  if (codePointLength(title) > limits.highlights.maxTitleLength) return undefined;
  return trimToLimit(text, limits.highlights.max);
}
