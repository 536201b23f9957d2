import { at } from '../context.js';
import { defineRule } from '../define.js';
import { titleTokens } from './tokens.js';

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
/** An all-caps title needs enough letters to be more than an acronym. */
const ALL_CAPS_MIN_LETTERS = 12;
const ALL_CAPS_SHARE = 0.8;

function isAllCapsWord(word: string): boolean {
  return UPPER.test(word) && !LOWER.test(word);
}

export default defineRule({
  id: 'title.all-caps',
  field: 'title',
  category: 'structure',
  severity: 'warning',
  severities: 'warning: an all-caps title or run of all-caps words is against style advice and reads as shouting.',
  autoFix: false,
  scope: 'text',
  check({ ref, text: title }, ctx, report) {
    let upper = 0;
    let cased = 0;
    for (const char of title) {
      if (UPPER.test(char)) upper++;
      else if (LOWER.test(char)) cased++;
    }
    cased += upper;
    if (cased >= ALL_CAPS_MIN_LETTERS && upper / cased >= ALL_CAPS_SHARE) {
      report(at(ref, { severity: 'warning', start: 0, end: title.length, message: 'The title is in capitals; use title case.' }));
      return;
    }
    // Three capitalised words in a row is shouting; shorter runs are usually acronyms (USB LED).
    const tokens = ctx.once(titleTokens);
    let runStart = -1;
    let letters = 0;
    let words = 0;
    const flush = (end: number) => {
      const first = tokens[runStart];
      const last = tokens[end - 1];
      if (words >= 3 && letters >= ALL_CAPS_MIN_LETTERS && first && last) {
        report(at(ref, { severity: 'warning', start: first.start, end: last.end, message: `"${title.slice(first.start, last.end)}" is in capitals; use title case.` }));
      }
      runStart = -1;
      letters = 0;
      words = 0;
    };
    tokens.forEach((token, i) => {
      if (isAllCapsWord(token.text)) {
        if (runStart < 0) runStart = i;
        letters += token.text.length;
        words++;
      } else if (runStart >= 0) flush(i);
    });
    if (runStart >= 0) flush(tokens.length);
  },
});
