import { byVolume, type BankKeyword } from '../../rules/index.js';

/*
 * The seller's keyword bank as a model reads it, under every section prompt (docs/decisions/0013):
 * the top keywords by volume with their priority, and the excluded ones as "never use". The
 * guarantee holds the answer to the same bank afterwards (excluded removed, must-haves completed).
 */

/** Enough for a title, five bullets and 249 bytes of search terms; a 10,000-row bank would drown the prompt. */
export const PROMPT_BANK_TOP = 60;
export const PROMPT_EXCLUDED_TOP = 40;

export function bankSheet(bank: readonly BankKeyword[] | undefined): string {
  if (!bank || bank.length === 0) return '';
  const kept = byVolume(bank.filter((k) => k.priority !== 'excluded'));
  const mustHaves = kept.filter((k) => k.priority === 'must-have');
  const top = [...mustHaves, ...kept.filter((k) => k.priority !== 'must-have')].slice(0, PROMPT_BANK_TOP);
  const ranked = byVolume(top);
  const excluded = byVolume(bank.filter((k) => k.priority === 'excluded')).slice(0, PROMPT_EXCLUDED_TOP);
  const line = (k: BankKeyword) => `- ${k.phrase} (${k.volume === null ? 'volume unknown' : `${k.volume.toLocaleString('en-US')} searches a month`}${k.priority === 'must-have' ? ', MUST-HAVE' : ''})`;
  const lines = [
    "The seller's keyword research, highest search volume first" + (kept.length > ranked.length ? ` (the top ${ranked.length} of ${kept.length})` : '') + ':',
    ...ranked.map(line),
    '',
    'How to use it:',
    '- Put the highest-volume keywords in the title, then the bullets, where they read naturally as the product\'s own words and the seller\'s facts support them.',
    '- Never force a keyword into a sentence, never list keywords, never repeat one: a keyword that does not read naturally goes in the search terms instead.',
    '- Search terms: lowercase words, no repeats of title or bullet words, highest volume per byte first.',
    '- Every MUST-HAVE keyword appears somewhere, in the search terms at worst.',
  ];
  if (excluded.length > 0) {
    lines.push(
      '',
      'Never use these words or phrases anywhere, in any form (competitor brands, banned or irrelevant terms), even where the seller\'s listing has them: leave that sentence out:',
      excluded.map((k) => k.phrase).join('; '),
    );
  }
  return lines.join('\n');
}
