import { bankPhrase, effectiveBank } from '../../keyword-bank/volume-coverage.js';
import { defineRule } from '../define.js';
import { normalizeWord } from '../../text/words.js';

export default defineRule({
  id: 'keyword.must-have-missing',
  field: 'keywords',
  category: 'keywords',
  severity: 'error',
  severities:
    'error: a must-have keyword of the seller\'s bank (the three keyword fields are must-haves too) is nowhere in the listing, search terms included; a word of it missing counts, since Amazon indexes words. Only with a keyword bank.',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const bank = effectiveBank(ctx.keywords);
    if (!bank) return;
    const mustHaves = bank.filter((k) => k.priority === 'must-have');
    if (mustHaves.length === 0) return;
    const { listing } = ctx;
    const present = new Set(
      [listing.title, ...listing.bullets, listing.description ?? '', listing.backend ?? ''].flatMap((text) => ctx.wordsOf(text)).map(normalizeWord),
    );
    for (const keyword of mustHaves) {
      const { content } = bankPhrase(keyword.phrase);
      const missing = content.filter((w) => !present.has(w));
      if (content.length === 0 || missing.length === 0) continue;
      report({
        severity: 'error',
        field: 'keywords',
        message:
          missing.length === content.length
            ? `The must-have keyword "${keyword.phrase}" appears nowhere in the listing, search terms included.`
            : `The must-have keyword "${keyword.phrase}" is only partly in the listing: ${missing.map((w) => `"${w}"`).join(', ')} ${missing.length === 1 ? 'appears' : 'appear'} nowhere, search terms included.`,
      });
    }
  },
});
