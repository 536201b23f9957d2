/**
 * A Helium 10 Cerebro-style export (its real header row, quoted cells, volumes with thousands
 * separators) of `count` keywords for the water bottle listing. The first rows are the ones a
 * journey checks; the rest are the long tail a real export has.
 */
export const TOP_TERM = { phrase: 'insulated water bottle', volume: 184_300 };
export const COMPETITOR = { phrase: 'hydro flask', volume: 161_900 };

const HEADER = [
  'Keyword Phrase', 'ABA Total Click Share', 'ABA Total Conv. Share', 'Keyword Sales', 'Cerebro IQ Score', 'Search Volume',
  'Search Volume Trend', 'H10 PPC Sugg. Bid', 'Sponsored ASINs', 'Competing Products', 'CPR', 'Title Density', 'Organic Rank (avg)',
];

const HEADS = ['water bottle', 'insulated bottle', 'steel bottle', 'sports bottle', 'travel bottle', 'flask', 'tumbler', 'thermos', 'hydration bottle', 'drink bottle'];
const MODIFIERS = [
  '32 oz', 'stainless steel', 'leak proof', 'bpa free', 'wide mouth', 'with handle', 'for hiking', 'for gym', 'for kids', 'for office',
  'vacuum', 'double wall', 'cold 24 hours', 'with lid', 'large', 'metal', 'reusable', 'dishwasher safe', 'for car', 'for camping',
  'powder coated', 'for men', 'for women', 'gift', 'black', 'blue', 'green', 'with straw', 'hot and cold', 'insulated',
];

const quote = (cells: (string | number)[]) => cells.map((cell) => `"${String(cell)}"`).join(',');
const thousands = (n: number) => n.toLocaleString('en-US');

export function cerebroExport(count: number): string {
  const rows: [string, number][] = [
    [TOP_TERM.phrase, TOP_TERM.volume],
    [COMPETITOR.phrase, COMPETITOR.volume],
    ['stainless steel water bottle', 120_500],
    ['leak proof water bottle', 64_200],
  ];
  const seen = new Set(rows.map(([phrase]) => phrase));
  for (const head of HEADS) {
    for (const modifier of MODIFIERS) {
      if (rows.length >= count) break;
      const phrase = modifier.startsWith('for ') || modifier.startsWith('with ') ? `${head} ${modifier}` : `${modifier} ${head}`;
      if (seen.has(phrase) || head.includes(modifier)) continue;
      seen.add(phrase);
      // Long-tail volumes, falling with the row: all below the terms the journey checks.
      rows.push([phrase, Math.max(150, Math.round(40_000 / (rows.length * 0.35 + 1)))]);
    }
  }
  const lines = rows.slice(0, count).map(([phrase, volume], i) =>
    quote([phrase, `${(12 - i * 0.03).toFixed(2)}%`, `${(9 - i * 0.02).toFixed(2)}%`, Math.round(volume / 40), 700 - i, thousands(volume), '-3%', '$1.42', 40, thousands(9_000 + i * 13), 8, 21, 31 + i]),
  );
  return `\uFEFF${quote(HEADER)}\n${lines.join('\n')}\n`;
}
