/** The four generated sections as the seller edits them; alternative titles travel alongside. */
export interface ListingContent {
  title: string;
  bullets: string[];
  description: string;
  /** Backend search terms, one space-separated string. */
  backend: string;
}

/** SPEC §3: generated_title joins the variants with ' | '; the first is the one shown. */
export const TITLE_SEPARATOR = ' | ';

export function splitTitles(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split(TITLE_SEPARATOR)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** SPEC §3: list columns may arrive as an array, a JSON string, or (keywords) a space-separated string. */
export function asStringList(value: unknown, { spaceSeparated = false } = {}): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value !== 'string' || !value.trim()) return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string');
    } catch {
      // not JSON after all
    }
  }
  return spaceSeparated ? text.split(/\s+/) : [text];
}

export const backendTerms = (keywords: unknown) => asStringList(keywords, { spaceSeparated: true }).join(' ');

/** The body of PUT /api/listings/:id (SPEC §7); other title variants are kept after the edited first one. */
export function toListingUpdate(content: ListingContent, otherTitles: string[] = []) {
  return {
    generated_title: [content.title.trim(), ...otherTitles].filter(Boolean).join(TITLE_SEPARATOR),
    generated_bullets: content.bullets,
    generated_description: content.description,
    generated_keywords: content.backend.split(/\s+/).filter(Boolean),
  };
}

export function sameContent(a: ListingContent, b: ListingContent): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.backend === b.backend &&
    a.bullets.length === b.bullets.length &&
    a.bullets.every((bullet, i) => bullet === b.bullets[i])
  );
}
