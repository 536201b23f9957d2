/*
 * Sentences that lean on the one before them. When the final pass removes a sentence, the next one
 * may only make sense with it: "It moves 30% more air. The result is fast-paced play." loses its
 * cause, and "HIGH-OUTPUT 110V BLOWER: The result is fast-paced play." ships. Such a sentence goes
 * with the one it leans on.
 *
 * Only openers that point back are read as leaning: "The result", "This means", "It also", "As a
 * result". A sentence that starts with "It" or "This" followed by a noun ("This kettle boils…",
 * "It boils 1.7 litres…") names the product, which the title and the header name too, and stands
 * on its own in a listing.
 */

const LEANING: readonly RegExp[] = [
  // The result, the outcome, that combination…
  /^(?:the|this|that|such an?|these|those) (?:result|outcome|effect|difference|combination|pairing|means|reason|benefit|advantage)s?\b/iu,
  /^(?:as a result|in turn|because of (?:this|that|it|these|them)|thanks to (?:this|that|it|these|them)|due to (?:this|that|it|these))\b/iu,
  // "This means", "That keeps", "This is why": a pronoun with a verb, not a determiner with a noun.
  /^(?:this|that) (?:is (?:why|how|what|because)|was (?:why|how)|means|meant|makes|made|lets|allows|ensures|gives|keeps|helps|provides|creates|adds|prevents|reduces|saves|results|leads|translates|delivers|guarantees|way)\b/iu,
  /^(?:these|those|both) (?:are|were|mean|make|let|allow|ensure|give|keep|help|provide|create|add|prevent|reduce|save|result|lead|together|features|benefits|qualities)\b/iu,
  /^(?:it|they|this|that|these) (?:also|too|then|therefore|thus|in turn)\b/iu,
  /^(?:which|so|hence|thus|therefore|consequently|accordingly)\b/iu,
];

/** Whether a sentence points back at the sentence before it. */
export function leansOnPrevious(sentence: string): boolean {
  const text = sentence.replace(/^[\s"'“‘(]+/u, '');
  return LEANING.some((pattern) => pattern.test(text));
}
