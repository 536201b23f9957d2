import type { Marketplace } from './marketplaces.js';
import type { Range } from './types.js';

/**
 * A dated, sourced set of marketplace limits. Amazon changes its rules and sellers must pick the
 * one that applies to them, so every number lives here and the rules only read profiles: adding
 * a policy means adding an entry to POLICY_PROFILES, never a code change.
 */
export interface PolicyProfile {
  readonly id: string;
  readonly name: string;
  /** One line for sellers choosing a policy: what it changes for them. */
  readonly summary: string;
  /** ISO date the policy took effect. */
  readonly effectiveDate: string;
  /** Where the numbers come from, and how sure we are of them. */
  readonly source: string;
  readonly title: TitlePolicy;
  /** Absent when the policy has no item-highlights field. */
  readonly highlights?: HighlightsPolicy;
  readonly bullets: BulletPolicy;
  readonly description: DescriptionPolicy;
  readonly backend: BackendPolicy;
  /** Words that put a category breadcrumb's root in a group (case-insensitive, whole words). */
  readonly categoryGroups: { readonly media: readonly string[]; readonly apparel: readonly string[] };
}

export interface TitlePolicy {
  /** Code points, spaces included. */
  readonly max: number;
  readonly target: Range;
  /** Media categories (books, music, video, software) may keep a longer title. */
  readonly mediaMax?: number;
  readonly mediaTarget?: Range;
  /** Stores the policy does not reach; they keep `exemptMax`. */
  readonly exemptMarketplaces?: readonly Marketplace[];
  readonly exemptMax?: number;
  readonly exemptTarget?: Range;
  /** Never allowed, except inside the brand name. */
  readonly forbiddenChars: string;
  /** Allowed only next to a number (`Style #4301`, `<10 lb`); decorative use is forbidden. */
  readonly contextChars: string;
  /** Amazon's style advice rather than a hard rule. */
  readonly styleChars: string;
  /** How often one word may appear; articles, prepositions and conjunctions are exempt. */
  readonly maxWordRepeats: number;
}

export interface HighlightsPolicy {
  readonly max: number;
  /** Highlights are only accepted next to a title this short. */
  readonly maxTitleLength: number;
  readonly excludedMarketplaces?: readonly Marketplace[];
}

export interface BulletPolicy {
  readonly count: { readonly min: number; readonly max: number };
  /** Hard per-bullet limit; when absent the guide's red line is used. */
  readonly max?: number;
  /** The colours of SPEC §5: red below/above, yellow from. */
  readonly guide: { readonly redBelow: number; readonly yellowFrom: number; readonly redAbove: number };
  readonly target: Range;
  readonly forbiddenSymbols: string;
}

export interface DescriptionPolicy {
  readonly max: number;
  readonly target: Range;
}

export interface BackendPolicy {
  /** UTF-8 bytes. `default` applies to every store not listed. */
  readonly maxBytes: { readonly default: number } & Partial<Record<Marketplace, number>>;
  /** Stores with a lower byte limit for apparel, shoes, bags, jewellery and watches. */
  readonly apparelMaxBytes?: Partial<Record<Marketplace, number>>;
  /** Target at the default limit; other limits shift it so it always ends at the limit. */
  readonly target: Range;
}

const TITLE_FORBIDDEN = '!$?_{}^¬¦';
const TITLE_CONTEXT = '~#<>*';
const TITLE_STYLE = 'Æ©®';
const BULLET_FORBIDDEN = '™®€…†‡°¢£¥©±~â';
const EXCLUDED_FROM_75 = ['SA', 'EG', 'TR', 'AE'] as const satisfies readonly Marketplace[];

const BACKEND_BYTES = { default: 249, IN: 199, JP: 499 } as const;
const CATEGORY_GROUPS = {
  media: ['book', 'books', 'kindle', 'music', 'cds', 'vinyl', 'video', 'movies', 'dvd', 'blu-ray', 'software', 'audible'],
  apparel: ['clothing', 'apparel', 'fashion', 'shoe', 'shoes', 'bag', 'bags', 'handbags', 'luggage', 'jewelry', 'jewellery', 'watch', 'watches'],
} as const;

export const POLICY_PROFILES: readonly PolicyProfile[] = [
  {
    id: 'amazon-2025',
    name: 'Amazon 200-character titles (2025)',
    summary: 'Titles up to 200 characters, in force since 21 January 2025.',
    effectiveDate: '2025-01-21',
    source:
      'Seller Central help 200390640 and 201100890 (titles), 23501 and F2C2L6RCFZGWBXC (search terms); ' +
      'bullet symbol ban of 2024-08-15; bullet guide and targets from the product SPEC §5 and §9.',
    title: {
      max: 200,
      target: [180, 200],
      forbiddenChars: TITLE_FORBIDDEN,
      contextChars: TITLE_CONTEXT,
      styleChars: TITLE_STYLE,
      maxWordRepeats: 2,
    },
    bullets: {
      count: { min: 5, max: 10 },
      max: 500,
      guide: { redBelow: 250, yellowFrom: 451, redAbove: 500 },
      target: [300, 350],
      forbiddenSymbols: BULLET_FORBIDDEN,
    },
    description: { max: 2000, target: [1800, 2000] },
    backend: { maxBytes: BACKEND_BYTES, apparelMaxBytes: { JP: 249 }, target: [240, 249] },
    categoryGroups: CATEGORY_GROUPS,
  },
  {
    id: 'amazon-2026-07',
    name: 'Amazon 75-character titles (July 2026)',
    summary: 'Titles up to 75 characters (200 for media) plus 125-character item highlights, since 27 July 2026.',
    effectiveDate: '2026-07-27',
    source:
      'Secondary sources citing a Seller Forums announcement of June 2026 (Amazon page not readable): ' +
      'titles 75 except media, item highlights 125, bullets 255. Bullet guide and targets are our ' +
      'proposal scaled to the 255 limit, not Amazon numbers.',
    title: {
      max: 75,
      target: [60, 75],
      mediaMax: 200,
      mediaTarget: [180, 200],
      exemptMarketplaces: EXCLUDED_FROM_75,
      exemptMax: 200,
      exemptTarget: [180, 200],
      forbiddenChars: TITLE_FORBIDDEN,
      contextChars: TITLE_CONTEXT,
      styleChars: TITLE_STYLE,
      maxWordRepeats: 2,
    },
    highlights: { max: 125, maxTitleLength: 75, excludedMarketplaces: EXCLUDED_FROM_75 },
    bullets: {
      count: { min: 5, max: 10 },
      max: 255,
      guide: { redBelow: 125, yellowFrom: 231, redAbove: 255 },
      target: [200, 250],
      forbiddenSymbols: BULLET_FORBIDDEN,
    },
    description: { max: 2000, target: [1800, 2000] },
    backend: { maxBytes: BACKEND_BYTES, apparelMaxBytes: { JP: 249 }, target: [240, 249] },
    categoryGroups: CATEGORY_GROUPS,
  },
];

export const DEFAULT_PROFILE_ID = 'amazon-2025';

/** Throws on an unknown id so a typo never silently audits against the wrong policy. */
export function getProfile(id: string = DEFAULT_PROFILE_ID): PolicyProfile {
  const profile = POLICY_PROFILES.find((p) => p.id === id);
  if (!profile) {
    const known = POLICY_PROFILES.map((p) => p.id).join(', ');
    throw new Error(`Unknown policy profile "${id}" (known: ${known})`);
  }
  return profile;
}
