import { codePointLength, fitWhole } from '../../rules/index.js';
import { findMeasures } from './read/measures.js';

/*
 * fit: trim only, with the shared length fitter (src/rules/text/fit.ts). Nothing here adds a word.
 * A paragraph or sentence that does not fit is left out whole, and when it carried a number or a
 * warranty the seller is told.
 */

const carriesFact = (text: string) => findMeasures(text).length > 0 || /\bwarrant(?:y|ies)\b|\bcertif/iu.test(text);

/** Joins paragraphs, leaving out whole sentences from the end until the text fits. */
export function fitDescription(paragraphs: readonly string[][], max: number, notes: string[]): string {
  const sentences = paragraphs.flatMap((p, paragraph) => p.map((text) => ({ paragraph, text })));
  const render = (kept: readonly { paragraph: number; text: string }[]) =>
    paragraphs
      .map((_, i) => kept.filter((s) => s.paragraph === i).map((s) => s.text).join(' '))
      .filter((p) => p.length > 0)
      .join('\n\n');
  const { text, left } = fitWhole(sentences, max, render);
  for (const { text: dropped } of [...left].reverse()) {
    if (carriesFact(dropped)) notes.push(`Description: left out "${dropped}" to stay within ${max.toLocaleString('en-US')} characters.`);
  }
  return text;
}

/**
 * A single sentence longer than the bullet's hard limit is cut after its last clause that fits
 * (at `;` or `,`), so the bullet keeps a whole clause; the seller is told what moved out. A cut
 * that would keep less than a third of the limit is not made.
 */
export function fitSentence(sentence: string, max: number, where: string, notes: string[]): string {
  if (codePointLength(sentence) <= max) return sentence;
  // Clause ends: the offsets of `; ` and `, `, each the end of the text before it.
  const ends = [...sentence.matchAll(/[;,] /gu)].map((m) => m.index);
  const { kept } = fitWhole(ends, max, (k) => (k.length > 0 ? `${sentence.slice(0, k.at(-1))}.` : ''));
  const cut = kept.at(-1);
  if (cut === undefined || cut < max / 3) return sentence;
  notes.push(`${where}: shortened; "${sentence.slice(cut + 2)}" did not fit in ${max.toLocaleString('en-US')} characters.`);
  return `${sentence.slice(0, cut)}.`;
}
