import { codePointLength } from '../../counting.js';
import { FUNCTION_WORDS, type WordToken } from '../../text/words.js';
import { at, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';
import { titleTokens } from './tokens.js';

const PURE_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Amazon counts words, so case does not matter and the brand counts like any other word. */
export function repeatKey(word: string): string | null {
  const key = word.toLowerCase();
  if (FUNCTION_WORDS.has(key) || PURE_NUMBER.test(key) || codePointLength(key) < 2) return null;
  return key;
}

export default defineRule({
  id: 'title.word-repeat',
  field: 'title',
  category: 'compliance',
  severity: 'error',
  severities: 'error: a word more than twice (brand included; articles, prepositions, conjunctions, numbers and single letters exempt) breaks the title policy.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: title }, ctx, report) {
    const maxRepeats = ctx.profile.title.maxWordRepeats;
    const seen = new Map<string, WordToken[]>();
    for (const token of ctx.once(titleTokens)) {
      const key = repeatKey(token.text);
      if (key === null) continue;
      const list = seen.get(key);
      if (list) list.push(token);
      else seen.set(key, [token]);
    }
    for (const [key, list] of seen) {
      const extra = list[maxRepeats];
      if (!extra) continue;
      report(at(ref, {
        severity: 'error',
        start: extra.start,
        end: extra.end,
        message: `"${key}" appears ${list.length} times; a title may use a word at most ${maxRepeats} times.`,
        fix: spanRemoval(title, extra.start, extra.end),
      }));
    }
  },
});
