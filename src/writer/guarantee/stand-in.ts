import { lowerWords, normalizeWord } from '../../rules/index.js';
import { GRAMMAR_WORDS } from '../../rules/vocabulary.js';

/*
 * Which of the seller's bullets stands in for a bullet the final pass emptied. Models reorder
 * bullets, so the seller's bullet at the same place is often about something else, and often one a
 * kept bullet already says: a listing then loses its protein bullet and repeats its mixing bullet.
 * The stand-in is the seller's bullet on the emptied bullet's topic, and never one already there.
 */

/** The content words of a text, singular and lowercase: what two bullets share when they share a topic. */
export function topicWords(text: string): Set<string> {
  return new Set(lowerWords(text).filter((w) => !GRAMMAR_WORDS.has(w.replace(/['’]/gu, ''))).map(normalizeWord));
}

/** At least half of a bullet's content words in one other text: that text says it already. */
const PRESENT_SHARE = 0.5;

/** A text of at least this many content words, nearly all of them the bullet's, is that bullet cut short. */
const MIN_CUT_WORDS = 5;
const CUT_SHARE = 0.8;

/** Whether a bullet's topic is already in one of the texts. */
export function alreadyPresent(bullet: string, texts: readonly string[]): boolean {
  const own = topicWords(bullet);
  if (own.size === 0) return true;
  return texts.some((text) => {
    const other = topicWords(text);
    let shared = 0;
    for (const word of own) if (other.has(word)) shared++;
    // (Or the text is the bullet cut short: a bullet shortened to fit says its topic, and the seller's
    // whole bullet brought back beside it repeats it.)
    return shared / own.size >= PRESENT_SHARE || (other.size >= MIN_CUT_WORDS && shared / other.size >= CUT_SHARE);
  });
}

/**
 * The seller's bullet to stand in for an emptied one: of those not used yet, not excluded and not
 * already present, the one sharing the most content words with what the emptied bullet said; on a
 * tie (or with nothing shared) the one at the same place first, then the earliest.
 */
export function standInFor(
  emptied: string,
  place: number,
  originals: readonly string[],
  present: readonly string[],
  usable: (index: number) => boolean,
): number | undefined {
  const topic = topicWords(emptied);
  let best: { index: number; score: number } | undefined;
  originals.forEach((original, index) => {
    if (!usable(index) || alreadyPresent(original, present)) return;
    let score = 0;
    for (const word of topicWords(original)) if (topic.has(word)) score++;
    const better = !best || score > best.score || (score === best.score && index === place);
    if (better) best = { index, score };
  });
  return best?.index;
}
