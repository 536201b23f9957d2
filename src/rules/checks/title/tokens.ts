import type { AuditContext } from '../context.js';
import { COMPOUND_WORD_PATTERN, wordTokens, type WordToken } from '../../text/words.js';

/** The title's words, read once per audit for the rules that count them (ctx.once). */
export function titleTokens(ctx: AuditContext): WordToken[] {
  return wordTokens(ctx.listing.title, COMPOUND_WORD_PATTERN);
}
