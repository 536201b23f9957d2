/** A text as a pattern that matches it literally, for a seller's word built into a larger pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
