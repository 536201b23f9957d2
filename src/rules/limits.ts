import { DEFAULT_MARKETPLACE, type Marketplace } from './marketplaces.js';
import type { PolicyProfile } from './profiles.js';
import type { Range } from './types.js';

/** Where a listing is sold; limits depend on the store and on the category. */
export interface ListingContext {
  marketplace?: Marketplace;
  /** Books, music, video, software. Overrides what `category` implies. */
  media?: boolean;
  /** Apparel, shoes, bags, jewellery, watches. Overrides what `category` implies. */
  apparel?: boolean;
  /** A category breadcrumb such as `Books > Children's Books`; its root infers media/apparel. */
  category?: string;
  /**
   * Everything the seller gave (their title, bullets and keywords), when known: the yardstick for
   * whether a sentence states a product fact. Without it the listing's title and keywords stand in.
   */
  source?: string;
}

/** The concrete numbers for one store and category, so rules never re-derive them. */
export interface ResolvedLimits {
  profileId: string;
  marketplace: Marketplace;
  media: boolean;
  apparel: boolean;
  title: { max: number; target: Range; minimum: number };
  /** Null when the policy or the store has no item highlights. */
  highlights: { max: number; maxTitleLength: number } | null;
  bullets: {
    countMin: number;
    countMax: number;
    max: number;
    guide: { redBelow: number; yellowFrom: number; redAbove: number };
    target: Range;
    minimum: number;
  };
  description: { max: number; target: Range; minimum: number };
  backend: { maxBytes: number; target: Range; minimum: number };
}

/**
 * The guide's minimum: the length below which a field is thin. The score counts length up to it
 * and no further, so reaching a target by adding characters earns nothing. Bullets have a red line
 * below (SPEC §5); the other fields have none, so half the lower end of their target stands in.
 */
function minimumOf(target: Range): number {
  return Math.round(target[0] / 2);
}

export function resolveLimits(profile: PolicyProfile, context: ListingContext = {}): ResolvedLimits {
  const marketplace = context.marketplace ?? DEFAULT_MARKETPLACE;
  const media = context.media ?? inGroup(context.category, profile.categoryGroups.media);
  const apparel = context.apparel ?? inGroup(context.category, profile.categoryGroups.apparel);
  const { title, bullets, backend } = profile;

  const exempt = title.exemptMarketplaces?.includes(marketplace) === true && title.exemptMax !== undefined;
  const titleLimits =
    exempt ? { max: title.exemptMax ?? title.max, target: title.exemptTarget ?? title.target }
    : media && title.mediaMax !== undefined ? { max: title.mediaMax, target: title.mediaTarget ?? title.target }
    : { max: title.max, target: title.target };

  const maxBytes =
    (apparel ? backend.apparelMaxBytes?.[marketplace] : undefined) ??
    backend.maxBytes[marketplace] ??
    backend.maxBytes.default;
  // The target is "fill up to the last few bytes", so it moves with the limit.
  const shift = maxBytes - backend.maxBytes.default;

  const backendTarget: Range = [Math.max(0, backend.target[0] + shift), backend.target[1] + shift];

  const highlights =
    profile.highlights && !profile.highlights.excludedMarketplaces?.includes(marketplace)
      ? { max: profile.highlights.max, maxTitleLength: profile.highlights.maxTitleLength }
      : null;

  return {
    profileId: profile.id,
    marketplace,
    media,
    apparel,
    title: { ...titleLimits, minimum: minimumOf(titleLimits.target) },
    highlights,
    bullets: {
      countMin: bullets.count.min,
      countMax: bullets.count.max,
      max: bullets.max ?? bullets.guide.redAbove,
      guide: bullets.guide,
      target: bullets.target,
      minimum: bullets.guide.redBelow,
    },
    description: { max: profile.description.max, target: profile.description.target, minimum: minimumOf(profile.description.target) },
    backend: { maxBytes, target: backendTarget, minimum: minimumOf(backendTarget) },
  };
}

const SEGMENT_WORDS = /[\p{L}\p{N}-]+/gu;

/** Only the root of the breadcrumb decides: `Electronics > Television & Video` is not media. */
function inGroup(category: string | undefined, words: readonly string[]): boolean {
  const root = category?.split('>')[0];
  if (!root) return false;
  for (const word of root.toLowerCase().match(SEGMENT_WORDS) ?? []) {
    if (words.includes(word)) return true;
  }
  return false;
}
