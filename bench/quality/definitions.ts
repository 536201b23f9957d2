/** What `npm run bench:quality` measures, word for word as the code does it (printed by `--explain`). */

export const INPUT_RULE = [
  'every row of ../shared/datasets/listings/*.jsonl (`--limit N` takes N rows spread evenly over the files)',
  'bullets: the first 6 non-empty ones; a row with fewer than 5 (404 of 1,900 have 3 or 4) runs with the bullets it has: `optimize()` accepts them (only the web form asks for 5), and thin material is exactly what the writer must handle without padding. `--min-bullets 5` leaves such rows out',
  'the row\'s description is not given to the optimizer (the form has no description field); its brand field, when present, is used by the measures as the brand',
  'each listing runs under every profile (amazon-2025, amazon-2026-07) with its marketplace (us -> US, in -> IN), through `optimize()`: analysis, generation and the guarantee, built-in engine',
];

export const MEASURE_DEFINITIONS: Record<string, string> = {
  'output sentences':
    'the bullets and the description cut into sentences: a bullet\'s header (`HEADER: text`, the text before the first colon when it has at most 10 words and no sentence punctuation) is one unit, then the sentences of its text; a sentence ends at a line break or at `.`/`!`/`?`/`…` followed by a space, except after an abbreviation (`approx.`, `in.`) followed by a lowercase word or digit. Titles are not sentences. A header counts like a sentence: a header made only of words the seller never used (`KEY DETAILS`, `CARE`) is filler.',
  'content words':
    'words (the rules engine\'s `words`) that are not function words: the rules engine\'s FUNCTION_WORDS, the closed classes of compromise\'s lexicon (pronouns, possessives, determiners, copulas, modals, question words, prepositions, conjunctions, negatives), auxiliaries (be, have, do, get and their forms), quantifiers (all, most, many, much, more, own, same, other, such, one), here/there/less, and adverbs that do not end in -ly. Numbers are content words.',
  'seller words':
    'the stems of the content words of everything the seller typed (title, the bullets given, the three keyword fields). A stem is the rules engine\'s singular (`normalizeWord`) with one common suffix removed when 4+ letters remain (-ation, -ity, -ness, -ment, -ing, -ed, -er, -est, -able, -ible, -ly, -ful, -ive, -al, -e, -y, …), so durable/durability and charge/charging meet.',
  'product identity':
    'brand: the row\'s brand field, else the title\'s first word. Product name: the title\'s leading words up to the first segment break (, | ( [ : ; / or a spaced dash), the first word of the main keyword or the first word with a digit, at most 4 words and at least one (`Madame Alexander 8" ICY …` gives `Madame Alexander`; `Ambrane Unbreakable 60W / 3A …` gives `Ambrane Unbreakable`). Without a brand field neither the writer nor the benchmark knows where a brand ends, so nothing may be inserted inside this leading run. Naming words: brand and main keyword words (normalised).',
  'strict filler':
    'an output sentence none of whose content words, other than naming words, is a seller word (compared by stem). Target 0% of output sentences.',
  boilerplate:
    'an output sentence whose masked form occurs in more than 1% of the profile\'s listings (and in at least 2). Masked form: lowercase words, every word that is a brand, product-name, main-keyword or seller-title word (normalised) replaced by `_`, runs of `_` by one. Sentences with nothing left unmasked, and sentences whose masked form is one of the seller\'s own sentences in that listing, are never boilerplate. Target ≤ 2% of output sentences.',
  'facts kept':
    'input facts are (a) numbers with units in the title, bullets and keywords, compared by number and canonical unit (`1.5-Litre` = `1.5 l`, `8"` = `8-inch` = `8 in`, `7 g` = `7 grams`, `100ml` = `100 ml`; thousands separators and trailing decimal zeros dropped; see bench/quality/facts.ts for every unit), and (b) warranty and certification statements (see facts.ts: a warranty statement is kept by one output title, bullet or description sentence with `warranty` and each of its periods; a certification statement by one naming the same marks or standards). A fact is kept when it is in the titles, bullets or description (search terms are not seen by buyers); it is removed by a policy when it is not in the output but one of the output\'s `changes` names it (the same number and unit, or the statement\'s keys); otherwise it is lost. Value: kept / (all − removed by policy). Target ≥ 99%.',
  'invented numbers or units':
    'a number in the output (titles, bullets, description, search terms) that the input never writes, or a number with a unit whose number-and-unit the input never writes (`5-Litre` from `1.5-Litre`); counted once per listing and text. A number glued to letters that are not a unit (`5s`, `RCT15A`) is a name, not a number. Target 0.',
  'brand or product name split':
    'the brand or product name (2+ words) appearing in the titles, bullets or description as its first i words in order, then 1–4 other words, then its next words in order (at least 2, or the rest of the name), compared case-insensitively word by word; unless the seller\'s own text has the same span. "Madame Collectible Doll – Alexander 8" from "Madame Alexander 8" ICY …". Target 0.',
  'title option pairs with the same words':
    'pairs of title options whose sets of normalised words, function words aside, are equal (the same words reordered). Target 0% of pairs.',
  'search-term words already in the title or bullets':
    'search-term words (lowercase, the rules engine\'s `words`) that occur as the same lowercase word in any title option or bullet. Target 0% of search-term words.',
  'search-term median bytes (US, no keyword bank)': 'median UTF-8 bytes of the search terms over US listings, written from the input above (no keyword bank). Target ≥ 100.',
  'search-term median bytes (US, bank of 30+ keywords)':
    'the same US listings written again with the insights of the first run and a keyword bank derived by bench:keywords\' rule (below), counted only for listings whose bank has 30 or more keywords; median UTF-8 bytes of those search terms. Target ≥ 200.',
  'with a bank: search-term words already in title or bullets':
    'the same count for the search terms written with a bank, split in two (decision 0035): words of a must-have phrase (the bank\'s must-haves and the form keywords, rules\' effectiveBank) that the first title option and the bullets do not place as a phrase (rules\' placedPhrases), which the guarantee adds on purpose and the row reports; and every other repeated word, whose target is 0%.',
  'listings with 2–3 distinct titles':
    'listings with 2 or 3 title options that differ once spaces are collapsed and case ignored. Target ≥ 95% of listings.',
  'mixed header styles':
    'listings with 2+ bullets where some bullets have a header (`HEADER: text`, as in output sentences) and some do not. Target ≤ 5% of listings.',
  'titles ending in a repeated lone word':
    'title options whose last segment (after the last `,` `|` `;` or spaced dash) is a single word that the title already holds before it, alone or as part of a hyphenated word, compared by singular (`…Window Film, 24-by-36-Inch, Inch`). Counted per title option. Target 0.',
  'policy lines passed through':
    'listings whose output (titles, bullets, description, search terms) matches one of the rules engine\'s phrase families for contact details and requests (src/rules/contact-phrases.ts: CONTACT_INFO, CONTACT_PHONE, CONTACT_REQUEST), refund or satisfaction guarantees and promotions (offer-phrases.ts: GUARANTEE, PROMO) or unproven claims (phrases.ts: UNPROVEN: rankings, awards, review counts), or has a claim word (certification, material, colour) that src/rules/claims.ts `unsupportedClaims` finds missing from the seller\'s text (numbers aside: they are the invented-numbers measure). Target ≤ 1% of listings.',
  'score agreement on the labelled pairs':
    'bench/score-pairs (how each pair was made: bench/score-pairs/README.md; built in memory by bench/score-pairs/build.ts): a strong rewrite against a weaker version of the same listing, made for each profile (the strong title meets the profile\'s title limit). Each side is scored as the seller sees it: the audit score under the profile, with the pair\'s seller input as the keyword fields and the source text. Agreement: pairs where the strong side scores strictly higher (a tie is a miss). Target ≥ 90%.',
  'grammar smells':
    'listings with at least one smell the writer introduced: a smell found in the output (titles, headers, sentences; brackets per field) whose kind and words are not also found in the seller\'s input. Detectors below. Target ≤ 2% of listings.',
  'description present': 'listings whose output description is not empty (whitespace aside). Target ≥ 90% (issue 23: a sheet of 3 or more facts always gets one).',
  'median time': 'median wall time of one `optimize()` call (analysis, generation, guarantee and both audits), measured alone. Target ≤ 20 ms.',
};
