import { audit } from '../audit.js';
import type { ListingContext } from '../limits.js';
import { getProfile } from '../profiles.js';
import type { RuleId } from '../checks/registry.js';
import type { Finding, Keywords, Listing } from '../types.js';

export interface AuditOptions extends ListingContext {
  profile?: string;
  keywords?: Keywords;
}

/** The findings of one rule for a listing (amazon-2025 unless told otherwise). */
export function findingsFor(listing: Listing, rule: RuleId, options: AuditOptions = {}): Finding[] {
  const { profile, keywords, ...context } = options;
  return audit(listing, keywords, getProfile(profile), context).findings.filter((f) => f.rule === rule);
}

export function rulesFired(listing: Listing, options: AuditOptions = {}): Set<string> {
  const { profile, keywords, ...context } = options;
  return new Set(audit(listing, keywords, getProfile(profile), context).findings.map((f) => f.rule));
}
