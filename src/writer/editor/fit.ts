import { codePointLength } from '../../rules/index.js';
import { findMeasures } from './read/measures.js';

/*
 * fit: trim only. Nothing here adds a word. A paragraph or sentence that does not fit is left out
 * whole, and when it carried a number or a warranty the seller is told.
 */

const carriesFact = (text: string) => findMeasures(text).length > 0 || /\bwarrant(?:y|ies)\b|\bcertif/iu.test(text);

/** Joins paragraphs, leaving out whole sentences from the end until the text fits. */
export function fitDescription(paragraphs: readonly string[][], max: number, notes: string[]): string {
  const kept = paragraphs.map((p) => [...p]);
  const render = () => kept.filter((p) => p.length > 0).map((p) => p.join(' ')).join('\n\n');
  let text = render();
  while (codePointLength(text) > max) {
    const last = kept.findLastIndex((p) => p.length > 0);
    if (last < 0) break;
    const dropped = kept[last]?.pop();
    if (dropped && carriesFact(dropped)) notes.push(`Description: left out "${dropped}" to stay within ${max.toLocaleString('en-US')} characters.`);
    text = render();
  }
  return text;
}

/**
 * A single sentence longer than the bullet's hard limit is cut after its last clause that fits
 * (at `;` or `,`), so the bullet keeps a whole clause; the seller is told what moved out.
 */
export function fitSentence(sentence: string, max: number, where: string, notes: string[]): string {
  if (codePointLength(sentence) <= max) return sentence;
  const head = sentence.slice(0, max);
  const cut = Math.max(head.lastIndexOf('; '), head.lastIndexOf(', '));
  if (cut < max / 3) return sentence;
  notes.push(`${where}: shortened; "${sentence.slice(cut + 2)}" did not fit in ${max.toLocaleString('en-US')} characters.`);
  return `${sentence.slice(0, cut)}.`;
}
