import {
  bankCoverage, bankKey, bankPhrase, lowerWords, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS, utf8ByteLength, type BankCoverageReport, type BankKeyword, type Listing,
} from '../rules/index.js';
import type { BankCoverage } from '../contract/keyword-banks.js';

/*
 * The coverage table the seller reads beside the rewrite (docs/decisions/0013): each keyword's
 * placements, and for one that is only in the search terms or nowhere, why, in plain words.
 */

const TEXT_FIELDS = ['title', 'bullets', 'description'] as const;

/** Why each keyword is where it is, read from the written listing whatever engine wrote it. */
function notesFor(listing: Listing, bank: readonly BankKeyword[], maxBytes: number): Map<string, string> {
  const notes = new Map<string, string>();
  const first = bankCoverage(listing, bank);
  const used = utf8ByteLength(listing.backend ?? '');
  const words = new Set([listing.title, ...listing.bullets, listing.description ?? '', listing.backend ?? ''].flatMap(lowerWords).map(normalizeWord));
  first.keywords.forEach((row) => {
    if (row.priority === 'excluded') return;
    // A keyword the text carries as a phrase needs no explaining: the table shows where.
    if (TEXT_FIELDS.some((f) => row.placements[f] === 'exact' || row.placements[f] === 'variant')) return;
    const key = bankKey(row.phrase);
    const subjective = bankPhrase(row.phrase).raws.find((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w));
    const noWord = subjective ? `; Amazon allows no subjective or temporary words such as "${subjective}" in search terms` : '';
    if (row.placements.backend === 'exact' || row.placements.backend === 'variant') {
      notes.set(key, 'In the search terms: it would not read naturally in the title or bullets.');
    } else if (row.placements.backend === 'partial') {
      notes.set(key, `Partly in the search terms: it would not read naturally in the title or bullets${noWord || ', and not all of its words fitted'}.`);
    } else if (bankPhrase(row.phrase).content.every((w) => words.has(w))) {
      // Issue 25: words spread across fields are no placement, and the table does not count them as one.
      notes.set(key, 'Not placed: its words are in the listing, but not together in one field.');
    } else if (TEXT_FIELDS.some((f) => row.placements[f] === 'partial')) {
      notes.set(key, 'Not placed: only some of its words are in the listing.');
    } else {
      notes.set(
        key,
        noWord ? `Not included: it would not read naturally in the text${noWord}.`
        : used + utf8ByteLength(row.phrase) + 1 > maxBytes ? 'Not included: it would not read naturally in the text, and the search terms had no bytes left after higher-volume keywords.'
        : 'Not included: it would not read naturally in the text.',
      );
    }
  });
  return notes;
}

/** The seller's original and the rewrite against one bank, with the rewrite's notes. */
export function bankCoverageOf(original: Listing, written: Listing, bank: readonly BankKeyword[], maxBytes: number): { before: BankCoverage; after: BankCoverage } {
  const before: BankCoverageReport = bankCoverage(original, bank);
  const after: BankCoverageReport = bankCoverage(written, bank, { notes: notesFor(written, bank, maxBytes) });
  return { before, after };
}
