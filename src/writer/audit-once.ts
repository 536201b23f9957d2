import { audit, type AuditResult, type Finding, type Keywords, type Listing, type ListingContext, type PolicyProfile } from '../rules/index.js';

/*
 * The rules' audit, remembered for the listings audited last. One listing is audited about twenty
 * times while it is written: the review audits every title option after each fix, the final
 * output is audited again as the result, and the never-worse check audits the same output and the
 * seller's own listing once more. Half of those audits repeat one done before with the same
 * inputs, and an audit is pure, so the earlier answer is the answer.
 */

/** Enough for one listing's drafts, fixes and title options; at the limit the memory starts over. */
const LIMIT = 64;
const remembered = new Map<string, AuditResult>();

/** Each profile by its identity: two profiles with one id and other limits are never mixed up. */
const profileIds = new WeakMap<PolicyProfile, number>();
let nextProfileId = 0;
const profileId = (profile: PolicyProfile) => {
  let id = profileIds.get(profile);
  if (id === undefined) profileIds.set(profile, (id = nextProfileId++));
  return id;
};

/** The remembered audit of these inputs; the key holds every input the audit reads (a field left out and an undefined one read alike, as the audit reads them). */
function rememberedAudit(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, where: ListingContext): AuditResult {
  const key = JSON.stringify([
    profileId(profile),
    listing.title,
    listing.bullets,
    listing.description ?? null,
    listing.backend ?? null,
    listing.highlights ?? null,
    listing.brand ?? null,
    keywords ?? null,
    where,
  ]);
  let result = remembered.get(key);
  if (result === undefined) {
    result = audit(listing, keywords, profile, where);
    if (remembered.size >= LIMIT) remembered.clear();
    remembered.set(key, result);
  }
  return result;
}

/** What a check that only counts errors or compares scores reads of an audit: shared, so never to be changed. */
export interface AuditReading {
  readonly score: number;
  readonly findings: readonly Readonly<Finding>[];
}

/** `audit(listing, keywords, profile, where)` for a caller that only reads it (the review, the never-worse checks): no copy is made. */
export function auditReading(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, where: ListingContext = {}): AuditReading {
  return rememberedAudit(listing, keywords, profile, where);
}

/** `audit(listing, keywords, profile, where)` as a copy of the caller's own: a result that is handed on may be changed by whoever receives it. */
export function auditOnce(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, where: ListingContext = {}): AuditResult {
  return structuredClone(rememberedAudit(listing, keywords, profile, where));
}
