import type { SessionUser } from './types';

/** SPEC §2: display_name, then name, then the e-mail's local part, then 'User'. */
export function displayName(user: Pick<SessionUser, 'display_name' | 'name' | 'email'> | null | undefined): string {
  const candidates = [user?.display_name, user?.name, user?.email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'User';
}
