import type { OptimizerInput } from '../../../contract/optimizer.js';
import { getProfile, resolveLimits } from '../../../rules/index.js';
import { readListing } from '../read/index.js';
import { writeListing } from '../write.js';

/** The editor's draft of a listing for the US store under a policy profile, as the tests read it. */
export function writeForUS(input: OptimizerInput, profileId = 'amazon-2025') {
  const profile = getProfile(profileId);
  return writeListing(readListing(input), resolveLimits(profile, { marketplace: 'US' }), profile);
}
