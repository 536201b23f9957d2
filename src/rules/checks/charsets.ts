import type { PolicyProfile } from '../profiles.js';
import { findAll, type Span } from '../spans.js';
import { escapeRegExp } from '../text/escape.js';

/** Character classes compiled from a profile's data, once per profile. */
export interface ProfileCharsets {
  titleForbidden: RegExp;
  titleContext: RegExp;
  titleStyle: RegExp;
  bulletSymbols: RegExp;
}

const compiled = new WeakMap<PolicyProfile, ProfileCharsets>();

function charClass(chars: string): RegExp {
  const escaped = [...chars].map((c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`).join('');
  // An empty class would match nothing anyway; `[^\s\S]` says so without a syntax error.
  return new RegExp(escaped ? `[${escaped}]` : '[^\\s\\S]', 'gu');
}

export function charsetsFor(profile: PolicyProfile): ProfileCharsets {
  let sets = compiled.get(profile);
  if (!sets) {
    sets = {
      titleForbidden: charClass(profile.title.forbiddenChars),
      titleContext: charClass(profile.title.contextChars),
      titleStyle: charClass(profile.title.styleChars),
      bulletSymbols: charClass(profile.bullets.forbiddenSymbols),
    };
    compiled.set(profile, sets);
  }
  return sets;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/**
 * `~ # < > *` are fine next to a number and decorative anywhere else: a number follows (`Style
 * #4301`, `SKU# 105`, `<10 lb`, `~5 kg`, `240mm*180mm`), or, for `#` and `*`, one comes right
 * before (`59#` pounds, the footnote in `15* hours` or `99.9%*`).
 */
export function isMeaningfulContextChar(text: string, index: number): boolean {
  const char = text[index];
  const next = text[index + 1];
  const nextWord = next === ' ' ? text[index + 2] : next;
  if (isDigit(nextWord)) return true;
  const prev = text[index - 1];
  return (char === '#' || char === '*') && (isDigit(prev) || (char === '*' && prev === '%'));
}

/** Where the brand sits in a text: its characters are exempt from the title's character bans. */
export function brandSpans(text: string, brand: string | undefined): Span[] {
  const name = brand?.trim();
  if (!name) return [];
  const pattern = new RegExp(escapeRegExp(name), 'giu');
  return findAll(pattern, text);
}

export function insideAny(spans: readonly Span[], index: number): boolean {
  return spans.some((s) => index >= s.start && index < s.end);
}
