import { filledBullets, type GeneratedListing, type OptimizerInput } from '../../contract/optimizer.js';

/*
 * The first line of a result row's listcraft_changes (issue 25): every field the result file
 * writes differently from the seller's row, so no rewrite goes unreported. The writer's own notes,
 * which say why, follow it. Before, a row whose bullets and search terms were rewritten could show
 * an empty changes cell.
 */

const same = (a: string | undefined, b: string | undefined) => (a ?? '').replace(/\s+/gu, ' ').trim() === (b ?? '').replace(/\s+/gu, ' ').trim();

export function changedFields(input: OptimizerInput, listing: GeneratedListing): string | undefined {
  const fields: string[] = [];
  if (!same(input.title, listing.optimized_titles[0])) fields.push('title');
  const theirs = filledBullets(input);
  const ours = listing.optimized_bullet_points;
  const bullets = Array.from({ length: Math.max(theirs.length, ours.length) }, (_, i) => i).filter((i) => !same(theirs[i], ours[i]));
  if (bullets.length > 0) fields.push(`${bullets.length === 1 ? 'bullet' : 'bullets'} ${bullets.map((i) => i + 1).join(', ')}`);
  if (!same(input.description, listing.product_description)) fields.push('description');
  if (!same(input.searchTerms, listing.backend_search_terms)) fields.push('search terms');
  return fields.length === 0 ? undefined : `Changed: ${fields.join('; ')}`;
}
