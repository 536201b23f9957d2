import { bankPhrase, effectiveBank, placedPhrases } from '../../keyword-bank/volume-coverage.js';
import { defineRule } from '../define.js';
import { normalizeWord } from '../../text/words.js';

export default defineRule({
  id: 'keyword.must-have-missing',
  field: 'keywords',
  category: 'keywords',
  severity: 'error',
  severities:
    'error: a must-have keyword of the seller\'s bank (the three keyword fields are must-haves too) is not in the listing as a phrase: exactly or as a variant (plural, word order) in one field, or every word of it in the search terms. Words spread across fields do not count (issue 25). Only with a keyword bank.',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const bank = effectiveBank(ctx.keywords);
    if (!bank) return;
    const mustHaves = bank.filter((k) => k.priority === 'must-have' && bankPhrase(k.phrase).content.length > 0);
    if (mustHaves.length === 0) return;
    const { listing } = ctx;
    const placed = placedPhrases(listing, mustHaves.map((k) => k.phrase));
    const present = new Set(
      [listing.title, ...listing.bullets, listing.description ?? '', listing.backend ?? ''].flatMap((text) => ctx.wordsOf(text)).map(normalizeWord),
    );
    mustHaves.forEach((keyword, i) => {
      if (placed[i]) return;
      const { content } = bankPhrase(keyword.phrase);
      const missing = content.filter((w) => !present.has(w));
      report({
        severity: 'error',
        field: 'keywords',
        message:
          missing.length === content.length
            ? `The must-have keyword "${keyword.phrase}" appears nowhere in the listing, search terms included.`
            : missing.length === 0
              ? `The must-have keyword "${keyword.phrase}" is not in the listing as a phrase: its words are spread across fields.`
              : `The must-have keyword "${keyword.phrase}" is only partly in the listing: ${missing.map((w) => `"${w}"`).join(', ')} ${missing.length === 1 ? 'appears' : 'appear'} nowhere, search terms included.`,
      });
    });
  },
});
