import type { ListingContent } from './content';

export interface ExportMeta {
  listingId?: string | null;
  alternativeTitles?: string[];
  profile?: string | null;
  marketplace?: string | null;
}

/** Plain text for "Copy all": what a seller pastes into Seller Central field by field. */
export function listingToText(content: ListingContent): string {
  return [
    'Title',
    content.title,
    '',
    'Bullet points',
    ...content.bullets.map((b) => `• ${b}`),
    '',
    'Description',
    content.description,
    '',
    'Backend search terms',
    content.backend,
  ].join('\n');
}

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, OWASP's advice against CSV injection: the seller sees the text,
 * the spreadsheet never runs it.
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvCell = (raw: string) => {
  const value = neutraliseFormula(raw);
  // A `;` is quoted too: Excel set to `;` as its separator would split the cell there and read
  // what follows (`note;=1+1`) as a cell of its own, formula included.
  return /[",;\n\r\t]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/** One header row and one listing row, named like Amazon's flat-file columns. */
export function listingToCsv(content: ListingContent): string {
  const bullets = content.bullets.length ? content.bullets : [''];
  const header = ['item_name', ...bullets.map((_, i) => `bullet_point${i + 1}`), 'product_description', 'generic_keywords'];
  const row = [content.title, ...bullets, content.description, content.backend];
  return `${header.map(csvCell).join(',')}\r\n${row.map(csvCell).join(',')}\r\n`;
}

export function listingToJson(content: ListingContent, meta: ExportMeta = {}): string {
  return JSON.stringify(
    {
      listing_id: meta.listingId ?? null,
      title: content.title,
      alternative_titles: meta.alternativeTitles ?? [],
      bullet_points: content.bullets,
      description: content.description,
      backend_search_terms: content.backend,
      policy_profile: meta.profile ?? null,
      marketplace: meta.marketplace ?? null,
    },
    null,
    2,
  );
}

export function exportFileName(content: ListingContent, extension: 'csv' | 'json'): string {
  const slug = content.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return `listcraft-${slug || 'listing'}.${extension}`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, mime: string, text: string) {
  // The BOM makes spreadsheet apps read the CSV as UTF-8.
  const blob = new Blob([mime === 'text/csv' ? `\uFEFF${text}` : text], { type: `${mime};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
