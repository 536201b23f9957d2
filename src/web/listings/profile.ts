import { DEFAULT_PROFILE_ID, getProfile, POLICY_PROFILES, type PolicyProfile } from '../../rules/profiles';

/** A stored listing may name a profile this build does not know; fall back to the default then. */
export function profileOrDefault(id: string | null | undefined): PolicyProfile {
  return POLICY_PROFILES.find((p) => p.id === id) ?? getProfile(DEFAULT_PROFILE_ID);
}
