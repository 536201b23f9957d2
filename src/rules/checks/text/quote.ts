import type { EmptySentence } from '../../substance.js';
import type { Listing } from '../../types.js';
import type { FieldRef } from '../context.js';

const QUOTE_LENGTH = 60;

/** A sentence the substance rules report, quoted short for the message. */
export function quoteSentence(listing: Listing, sentence: EmptySentence): string {
  const text = (sentence.field === 'bullets' ? listing.bullets[sentence.index ?? 0] : listing.description) ?? '';
  const flat = text.slice(sentence.start, sentence.end).replace(/\s+/g, ' ').trim();
  return flat.length <= QUOTE_LENGTH ? `"${flat}"` : `"${flat.slice(0, QUOTE_LENGTH).trimEnd()}…"`;
}

export function sentenceRef(sentence: EmptySentence): FieldRef {
  return sentence.index === undefined ? { field: sentence.field } : { field: sentence.field, index: sentence.index };
}
