/*
 * Word lists the rules and fixes share. Lowercase; look words up with their lowercase form.
 */

/** Articles, prepositions and conjunctions: exempt from Amazon's "at most twice" title rule. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the',
  'and', 'or', 'but', 'nor', 'so', 'yet', 'both', 'either', 'neither', 'if', 'than', 'because', 'while',
  'about', 'above', 'across', 'after', 'against', 'along', 'among', 'around', 'as', 'at', 'before',
  'behind', 'below', 'beneath', 'beside', 'besides', 'between', 'beyond', 'by', 'down', 'during',
  'except', 'for', 'from', 'in', 'inside', 'into', 'near', 'of', 'off', 'on', 'onto', 'out',
  'outside', 'over', 'per', 'plus', 'since', 'through', 'throughout', 'till', 'to', 'toward',
  'towards', 'under', 'until', 'up', 'upon', 'via', 'with', 'within', 'without', 'vs',
]);

/** Amazon's list of words that waste search-term bytes. */
export const STOPWORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'by', 'for', 'of', 'the', 'with']);

/** Words a trimmed text must not end on: they promise something the cut removed. */
export const CONNECTORS: ReadonlySet<string> = new Set([
  'and', 'or', 'with', 'for', 'of', 'the', 'a', 'an', 'to', 'in', 'on', 'by', 'at', 'from', 'plus',
  'including', 'featuring', 'vs',
]);

/**
 * Amazon forbids these in search terms: they are subjective or stop being true. `top`, `hot` and
 * `great` are left out on purpose: tank top, hot water bottle, great dane.
 */
export const SUBJECTIVE_OR_TEMPORARY_WORDS: ReadonlySet<string> = new Set([
  'new', 'newest', 'latest', 'today', 'sale', 'clearance', 'discount', 'discounted', 'deal', 'deals',
  'best', 'bestseller', 'bestselling', 'amazing', 'awesome', 'cheapest', 'cheap', 'fastest',
  'popular', 'trending', 'greatest', 'perfect', 'ultimate', 'incredible', 'fantastic', 'excellent',
]);

/** Two-word temporary phrases whose words are harmless alone (`limited edition` is a product). */
export const TEMPORARY_PHRASES: ReadonlySet<string> = new Set(['limited time', 'limited offer', 'limited stock', 'on sale']);

/**
 * Words that carry grammar, not facts: FUNCTION_WORDS plus pronouns, auxiliaries, determiners,
 * quantifiers and a few adverbs, lowercase without apostrophes (`its`, `dont`). A sentence whose
 * other words are none of the seller's states no fact (the substance rules).
 */
export const GRAMMAR_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  'i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ours', 'ourselves', 'you', 'your', 'yours', 'yourself', 'yourselves',
  'he', 'him', 'his', 'she', 'her', 'hers', 'it', 'its', 'itself', 'they', 'them', 'their', 'theirs', 'themselves',
  'this', 'that', 'these', 'those', 'who', 'whom', 'whose', 'which', 'what', 'whatever', 'whichever', 'whoever',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done', 'doing', 'have', 'has', 'had', 'having',
  'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'ought', 'get', 'got', 'gets', 'let', 'lets',
  'not', 'no', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'cant', 'cannot', 'wont', 'wouldnt', 'shouldnt', 'couldnt',
  'im', 'youre', 'youll', 'youve', 'youd', 'were', 'weve', 'well', 'theyre', 'theyll', 'itll', 'thats', 'theres', 'heres', 'whats',
  'all', 'any', 'each', 'every', 'some', 'many', 'much', 'more', 'most', 'few', 'fewer', 'less', 'least', 'several', 'such', 'other',
  'another', 'own', 'same', 'both', 'either', 'neither', 'enough', 'one', 'ones',
  'very', 'too', 'also', 'just', 'only', 'even', 'then', 'there', 'here', 'when', 'where', 'why', 'how', 'again', 'ever', 'never',
  'now', 'always', 'really', 'quite', 'rather', 'still', 'already', 'yet', 'soon', 'whether', 'however', 'thus', 'therefore',
  'etc', 'eg', 'ie',
]);
