/**
 * Amazon counts characters as code points and search terms as UTF-8 bytes, while the UI highlights
 * JS string (UTF-16 code unit) spans. These helpers convert between the three without allocating,
 * because the audit runs them on every field of every listing.
 */

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Characters as Amazon counts them: an emoji or a CJK character is one, `é` precomposed is one. */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    count++;
  }
  return count;
}

/**
 * UTF-8 length, by hand so it is the same in every runtime. A lone surrogate counts 3 bytes, as
 * TextEncoder encodes it as U+FFFD.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The code-unit index where code point number `codePoints` starts (text.length if past the end). */
export function codeUnitIndexAtCodePoint(text: string, codePoints: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (seen === codePoints) return i;
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    seen++;
  }
  return text.length;
}

/** The code-unit index of the first character that no longer fits in `maxBytes`. */
export function codeUnitIndexAtByte(text: string, maxBytes: number): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pair = isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1));
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (bytes + size > maxBytes) return i;
    bytes += size;
    if (pair) i++;
  }
  return text.length;
}

/** True when `index` splits a surrogate pair, i.e. is not a code point boundary. */
export function splitsSurrogatePair(text: string, index: number): boolean {
  return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1));
}
