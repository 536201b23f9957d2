/**
 * The labelled pairs, built from
 * sources.jsonl (the seller's rows, copied from ../shared/datasets/listings) and strong.json (a
 * rewrite of each row written by hand from the seller's facts only). Each strong rewrite is paired
 * with every weaker version below; README.md says how each was made. Deterministic: the same files
 * give the same pairs. `node --import tsx bench/score-pairs/build.ts` writes them to pairs.jsonl to read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Listing } from '../../src/rules/index.js';
import type { OptimizerInput } from '../../src/contract/optimizer.js';
import { deriveKeywords, marketplaceOf, type Row } from '../dataset.js';
import type { ScorePair } from '../quality/agreement.js';

const dir = path.dirname(fileURLToPath(import.meta.url));

interface Strong {
  title: string;
  /** The same title within 75 characters, for the amazon-2026-07 profile's title limit. */
  title75: string;
  bullets: string[];
  description: string;
  backend: string;
}

/** Stock sentences that state nothing about any product (README: filler). */
const FILLER = [
  'Perfect for everyone.',
  'You will love it.',
  'Customer satisfaction is our top priority.',
  'Order now and enjoy the difference.',
  'Makes a great addition to any home.',
  'Quality you can trust, every single time.',
];

/** Banned lines: a ranking, a review count, a satisfaction guarantee, a contact request (README: banned). */
const BANNED = [
  "BEST SELLER: The #1 best seller, rated 5 stars by 2,000+ customers.",
  '100% SATISFACTION GUARANTEED: Not happy? Get a full refund, no questions asked. Contact us at help@shop-mail.com for bulk orders.',
];

const digits = (s: string) => (s.match(/\d/g) ?? []).length;
const sentenceEnd = (s: string) => (/[.!?]$/u.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function inputOf(row: Row): OptimizerInput {
  const k = deriveKeywords(row);
  return {
    title: row.title,
    bulletPoints: row.bullets,
    ...(row.description?.trim() ? { description: row.description.trim() } : {}),
    titleMainKeyword: k.main,
    titleSecondaryKeywords: k.secondary.join(', '),
    bulletKeywords: k.bullet.join(', '),
  };
}

const listing = (s: Strong): Listing => ({ title: s.title, bullets: [...s.bullets], description: s.description, backend: s.backend });

/** The weaker versions of one strong rewrite, by kind (README). */
function weakVersions(row: Row, strong: Strong, input: OptimizerInput): [string, Listing][] {
  const main = input.titleMainKeyword;
  const paragraphs = strong.description.split('\n\n');
  const prose = paragraphs.filter((p) => !/^(?:Specifications|In the box):/u.test(p));
  // The two bullets carrying the most digits (the later one on a tie) are the ones facts are removed with.
  const byDigits = strong.bullets.map((b, i) => [digits(b), i] as const).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const dropped = new Set(byDigits.slice(0, 2).map(([, i]) => i));
  const lastSegment = strong.title.lastIndexOf(', ');
  return [
    ['original', { title: row.title, bullets: row.bullets.slice(0, 6), description: row.description?.trim() ?? '', backend: '' }],
    ['seller-copy-filled', { title: row.title, bullets: row.bullets.slice(0, 5), description: strong.description, backend: strong.backend }],
    [
      'filler',
      {
        title: strong.title,
        bullets: strong.bullets.map((b, i) => (i % 2 === 0 ? `${sentenceEnd(b)} ${FILLER[i % FILLER.length]}` : b)),
        description: [prose.map((p, i) => `${p} ${FILLER[(i + 3) % FILLER.length]}`).join('\n\n'), ...paragraphs.slice(prose.length)].join('\n\n'),
        backend: strong.backend,
      },
    ],
    [
      'facts-removed',
      {
        title: lastSegment > 40 ? strong.title.slice(0, lastSegment) : strong.title,
        bullets: strong.bullets.filter((_, i) => !dropped.has(i)),
        description: prose.join('\n\n'),
        backend: strong.backend,
      },
    ],
    [
      'stuffed',
      {
        title: `${strong.title}, ${main} ${main}`.slice(0, 200),
        bullets: strong.bullets.map((b) => `${sentenceEnd(b)} ${capital(main)}, ${main}, best ${main}.`),
        description: prose.map((p) => `${capital(main)} ${main}. ${p}`).join('\n\n'),
        backend: Array.from({ length: 12 }, () => main).join(' ').slice(0, 240),
      },
    ],
    ['empty-description', { ...listing(strong), description: '' }],
    ['empty-search-terms', { ...listing(strong), backend: '' }],
    ['shouted', { ...listing(strong), title: strong.title.toUpperCase(), bullets: strong.bullets.map((b) => b.toUpperCase()) }],
    ['banned', { ...listing(strong), bullets: [...strong.bullets.slice(0, 3), ...BANNED, ...strong.bullets.slice(3)] }],
  ];
}

/** Every pair, built from sources.jsonl and strong.json (bench:quality calls this; nothing is cached). */
export function buildPairs(): ScorePair[] {
  const rows = fs
    .readFileSync(path.join(dir, 'sources.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);
  const strongs = JSON.parse(fs.readFileSync(path.join(dir, 'strong.json'), 'utf8')) as Record<string, Strong>;
  const pairs: ScorePair[] = [];
  for (const [profile, titleOf] of Object.entries(PROFILES)) {
    for (const row of rows) {
      const written = strongs[row.id];
      if (!written) throw new Error(`no strong rewrite for ${row.id}`);
      const strong = { ...written, title: titleOf(written) };
      const input = inputOf(row);
      for (const [kind, weak] of weakVersions(row, strong, input)) {
        pairs.push({ id: `${profile}/${row.id}/${kind}`, profile, source: row.id, marketplace: marketplaceOf(row), input, strong: listing(strong), weak, kind });
      }
    }
  }
  return pairs;
}

/** Each profile's pairs use the strong title that meets its title limit (README). */
const PROFILES = { 'amazon-2025': (s: Strong) => s.title, 'amazon-2026-07': (s: Strong) => s.title75 } as const;

// As a script, writes the pairs out to read them (pairs.jsonl is not committed: it is derived).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pairs = buildPairs();
  fs.writeFileSync(path.join(dir, 'pairs.jsonl'), `${pairs.map((p) => JSON.stringify(p)).join('\n')}\n`);
  console.log(`${pairs.length} pairs (${pairs.length / 2} per profile) -> bench/score-pairs/pairs.jsonl`);
}
