import { apiJson } from '../api/http';
import type { SessionUser } from './types';

/** better-auth's standard endpoints, mounted at /api/auth. A wrong password's 401 is not an expired session. */
const auth = <T>(path: string, body?: unknown) =>
  apiJson<T>(`/api/auth${path}`, { method: body === undefined ? 'GET' : 'POST', body, sessionBound: false });

export async function getSession(): Promise<SessionUser | null> {
  const answer = await auth<{ user?: SessionUser } | null>('/get-session');
  return answer?.user ?? null;
}

export const signIn = (email: string, password: string) => auth<{ user: SessionUser }>('/sign-in/email', { email, password });

export const signUp = (input: { name: string; email: string; password: string }) =>
  auth<unknown>('/sign-up/email', { ...input, display_name: input.name });

export const signOutRequest = () => auth<unknown>('/sign-out', {});

export const requestPasswordReset = (email: string) =>
  auth<unknown>('/request-password-reset', { email, redirectTo: `${window.location.origin}/reset-password` });

export const resetPassword = (newPassword: string, token: string) => auth<unknown>('/reset-password', { newPassword, token });
