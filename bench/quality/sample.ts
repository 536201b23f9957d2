import type { OptimizeResult } from '../../src/writer/optimize-listing.js';
import type { ListingMeasures, Seller } from './measures.js';
import type { Row } from '../dataset.js';

/** One listing in full for `--sample`: each input field beside the output field it became, then what the measures flagged. */
export function sampleText(r: { row: Row; seller: Seller; profile: string; ms: number; result: OptimizeResult; m: ListingMeasures; boilerplate: string[] }): string {
  const { input } = r.seller;
  const out = r.result.output;
  const lines: string[] = [];
  const chars = (s: string) => [...s].length;
  lines.push('', `### ${r.row.id} (${r.row.locale}, ${r.profile}, ${r.ms.toFixed(1)} ms)`);
  lines.push(`Keywords: main "${input.titleMainKeyword}"; secondary "${input.titleSecondaryKeywords}"; bullet "${input.bulletKeywords}"`);
  lines.push(`Brand "${r.seller.identity.brand.join(' ')}"; product name "${r.seller.identity.productName.join(' ')}"`, '');
  lines.push(`IN  title: ${input.title}`);
  out.optimized_titles.forEach((t, i) => lines.push(`OUT title ${i + 1} (${chars(t)}): ${t}`));
  const n = Math.max(input.bulletPoints.length, out.optimized_bullet_points.length);
  for (let i = 0; i < n; i++) {
    lines.push('');
    if (input.bulletPoints[i] !== undefined) lines.push(`IN  bullet ${i + 1}: ${input.bulletPoints[i]}`);
    if (out.optimized_bullet_points[i] !== undefined) lines.push(`OUT bullet ${i + 1} (${chars(out.optimized_bullet_points[i]!)}): ${out.optimized_bullet_points[i]}`);
  }
  lines.push('', `OUT description (${chars(out.product_description)}):`, out.product_description);
  lines.push('', `OUT search terms (${Buffer.byteLength(out.backend_search_terms)} bytes): ${out.backend_search_terms}`);
  lines.push('', `Changes: ${r.result.changes.length ? r.result.changes.map((c) => `\n- ${c}`).join('') : 'none'}`);
  lines.push(`Guidance: ${r.result.guidance.length ? r.result.guidance.map((g) => `\n- ${g.message}`).join('') : 'none'}`);
  const flag = (name: string, items: string[]) => items.length && lines.push(`${name} (${items.length}):${items.map((x) => `\n  - ${x}`).join('')}`);
  lines.push('', 'Flagged by the measures:');
  flag('filler', r.m.filler);
  flag('boilerplate', r.boilerplate);
  flag('lost facts', r.m.facts.lost);
  flag('invented', r.m.invented);
  flag('split names', r.m.splits);
  flag('same-word title pairs', r.m.sameWordPairs.map((p) => p.join('  |  ')));
  flag('search terms already shown', r.m.backendRepeats);
  flag('grammar smells', r.m.smells.map((s) => `${s.kind}: ${s.text}`));
  return lines.join('\n');
}
