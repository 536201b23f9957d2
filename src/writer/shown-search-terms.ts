import { SEARCH_TERM_WORD_PATTERN, effectiveBank, lowerWords, placedPhrases, wordTokens, type Keywords } from '../rules/index.js';
import type { GeneratedListing } from '../contract/optimizer.js';

/**
 * The last look at the search terms, once every stage has had its say: a word the final title
 * options or bullets show is indexed there already, so repeating it spends bytes for nothing
 * (RULES: backend terms never repeat the title or bullets). Stages that run after the search terms
 * were planned (a seller bullet held as written, a title option restored) can show a word the
 * planner thought unshown, and a keyword's words were planned whole; this catches both. A word of
 * a must-have bank phrase the title and bullets do not place stays: the seller's must-have beats the
 * repeat advice (decision 0035). So
 * does a word of the seller's own search terms: what they gave never comes back smaller (issue 25).
 */
export function withoutShownTerms(output: GeneratedListing, keywords: Keywords, sellerTerms = ''): { output: GeneratedListing; dropped: string[] } {
  const visible = [...output.optimized_titles, ...output.optimized_bullet_points].join('\n').toLowerCase();
  // Words as rules read them, and terms as search reads them (a decimal such as `2.5` is one term).
  const shown = new Set([...lowerWords(visible), ...wordTokens(visible, SEARCH_TERM_WORD_PATTERN).map((t) => t.text)]);
  // With a bank the seller's own keywords are must-haves too (effectiveBank). Only one the final
  // title and bullets do not place keeps its words here: when the guard leaves a title option that
  // shows it (`Computer Accessory` for `computer_accessories`), they are repeats like any other.
  const mustHaves = (effectiveBank(keywords) ?? []).filter((k) => k.priority === 'must-have').map((k) => k.phrase);
  const placed = placedPhrases({ title: output.optimized_titles[0] ?? '', bullets: output.optimized_bullet_points, description: '', backend: '' }, mustHaves);
  const mustHave = new Set(lowerWords(mustHaves.filter((_, i) => !placed[i]).join('\n')));
  const theirs = new Set(wordTokens(sellerTerms.toLowerCase(), SEARCH_TERM_WORD_PATTERN).map((t) => t.text));
  const dropped: string[] = [];
  const kept = output.backend_search_terms
    .split(/\s+/u)
    .filter((term) => {
      if (term === '') return false;
      const parts = wordTokens(term.toLowerCase(), SEARCH_TERM_WORD_PATTERN).map((t) => t.text);
      const repeat = parts.length > 0 && !theirs.has(term.toLowerCase()) && parts.every((w) => shown.has(w) && !mustHave.has(w));
      if (repeat) dropped.push(term);
      return !repeat;
    });
  if (dropped.length === 0) return { output, dropped };
  return { output: { ...output, backend_search_terms: kept.join(' ') }, dropped };
}

/** The change note for the words taken out, quoted as they were. */
export function shownTermsNote(dropped: readonly string[]): string {
  const quoted = dropped.map((w) => `"${w}"`).join(', ');
  return `Search terms: ${quoted} left out: your title or bullets show ${dropped.length === 1 ? 'it' : 'them'} already, and Amazon indexes ${dropped.length === 1 ? 'it' : 'them'} from there.`;
}
