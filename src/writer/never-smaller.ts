import { fix, resolveLimits, utf8ByteLength, type Listing } from '../rules/index.js';
import { filledBullets, type GeneratedListing } from '../contract/optimizer.js';
import { alreadyPresent } from './guarantee/stand-in.js';
import type { ScoreContext } from './never-worse.js';
import { auditReading } from './audit-once.js';

/*
 * Issue 25: nothing a seller gave us comes back smaller without their say. Where the writer
 * returns a field emptied (a title, a description), fewer bullets than the seller wrote, or search
 * terms shorter than theirs, the seller's text is kept and a change note says why. Uploading a bulk
 * result with 31 bytes of search terms where the seller had 200 would delete their keywords.
 * The seller's text never brings back an error the rewrite was rid of: then the rewrite stays, and
 * the note says that too.
 */

const asListing = (o: GeneratedListing): Listing => ({
  title: o.optimized_titles[0] ?? '',
  bullets: o.optimized_bullet_points,
  description: o.product_description,
  backend: o.backend_search_terms,
});

const words = (text: string) => text.split(/\s+/u).filter(Boolean);

/** The seller's search terms, whitespace aside, cut at a whole word to the byte limit when over it. */
function sellerTerms(terms: string, maxBytes: number): { terms: string; cut: boolean } {
  let out = '';
  for (const word of words(terms)) {
    const next = out ? `${out} ${word}` : word;
    if (utf8ByteLength(next) > maxBytes) return { terms: out, cut: true };
    out = next;
  }
  return { terms: out, cut: false };
}

/** The seller's terms, then the rewrite's words they lack, as far as the bytes go. */
function withNewWords(own: string, written: string, maxBytes: number): string {
  const have = new Set(words(own.toLowerCase()));
  let out = own;
  for (const word of words(written)) {
    if (have.has(word.toLowerCase())) continue;
    const next = out ? `${out} ${word}` : word;
    if (utf8ByteLength(next) > maxBytes) continue;
    have.add(word.toLowerCase());
    out = next;
  }
  return out;
}

export function keepWhatShrank(output: GeneratedListing, ctx: ScoreContext): { output: GeneratedListing; changes: string[] } {
  const { input } = ctx;
  const errors = (o: GeneratedListing) => auditReading(asListing(o), ctx.keywords, ctx.profile, ctx.where).findings.filter((f) => f.severity === 'error').length;
  const fixed = (l: Listing) => fix(l, ctx.keywords, ctx.profile, ctx.where);
  const changes: string[] = [];
  let out: GeneratedListing = { ...output, optimized_bullet_points: output.optimized_bullet_points.filter((b) => b.trim() !== '') };
  const keep = (next: GeneratedListing, note: string, field: string) => {
    if (errors(next) > errors(out)) {
      changes.push(`${field}: the rewrite is shorter than yours, and yours was not kept: it breaks a rule the rewrite keeps`);
      return;
    }
    out = next;
    changes.push(note);
  };

  if (!out.optimized_titles.some((t) => t.trim() !== '') && input.title.trim()) {
    keep({ ...out, optimized_titles: [fixed({ title: input.title.trim(), bullets: [] }).title] }, 'Title: your own title kept: the rewrite left it empty', 'Title');
  }
  const description = input.description?.trim();
  if (description && out.product_description.trim() === '') {
    const own = fixed({ title: '', bullets: [], description }).description ?? '';
    if (own) keep({ ...out, product_description: own }, 'Description: your own description kept: the rewrite left it empty', 'Description');
  }
  const theirs = filledBullets(input);
  const written = out.optimized_bullet_points.length;
  if (written < theirs.length) {
    // The seller's bullets the rewrite does not already say, in their order, until the count is theirs again.
    for (const [i, bullet] of theirs.entries()) {
      if (out.optimized_bullet_points.length >= theirs.length) break;
      // A bullet the writer took a sentence out of, and said so, does not come back whole: it would
      // bring back the line it removed (`Customer satisfaction is our top priority`).
      if (ctx.removedBullets?.has(i)) continue;
      const own = fixed({ title: '', bullets: [bullet] }).bullets[0] ?? '';
      if (!own || alreadyPresent(own, out.optimized_bullet_points)) continue;
      const place = out.optimized_bullet_points.length + 1;
      keep(
        { ...out, optimized_bullet_points: [...out.optimized_bullet_points, own] },
        `Bullet ${place}: your own bullet ${i + 1} kept: the rewrite returned ${written} bullet${written === 1 ? '' : 's'} for your ${theirs.length}`,
        `Bullet ${place}`,
      );
    }
  }
  const maxBytes = resolveLimits(ctx.profile, ctx.where).backend.maxBytes;
  const own = sellerTerms(input.searchTerms ?? '', maxBytes);
  const before = utf8ByteLength(out.backend_search_terms.trim());
  if (own.terms && before < utf8ByteLength(own.terms)) {
    const terms = withNewWords(own.terms, out.backend_search_terms, maxBytes);
    const added = terms.length > own.terms.length ? ', with the rewrite’s new words after them' : '';
    const cut = own.cut ? ` (cut at a whole word to Amazon’s ${maxBytes} bytes)` : '';
    keep(
      { ...out, backend_search_terms: terms },
      `Search terms: your own search terms kept${cut}${added}: the rewrite’s were shorter (${before} bytes against your ${utf8ByteLength(own.terms)})`,
      'Search terms',
    );
  }
  return { output: out, changes };
}

/** The seller's search terms as the never-worse stage compares them: whole words within the byte limit. */
export function sellerSearchTerms(ctx: ScoreContext): string {
  return sellerTerms(ctx.input.searchTerms ?? '', resolveLimits(ctx.profile, ctx.where).backend.maxBytes).terms;
}
