import { http, HttpResponse } from 'msw';
import type { PublicConfig, Usage } from '../../contract/index';
import type { SessionUser } from '../accounts/types';

/** Handlers for the answers most pages need, their bodies typed by the API contract. */
export const CONFIG: PublicConfig = { supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x', amazonConnect: false, amazonMode: 'live' };

export const configHandler = (patch: Partial<PublicConfig> = {}) =>
  http.get<never, never, PublicConfig>('/api/config', () => HttpResponse.json({ ...CONFIG, ...patch }));

export const usage = (remaining: number, role: Usage['role'] = 'user', total = 1): Usage => ({
  used: total - remaining,
  total,
  remaining,
  resetDate: '2025-12-01T00:00:00.000Z',
  role,
});

export const usageHandler = (answer: Usage | (() => Usage)) =>
  http.get<never, never, Usage>('/api/usage', () => HttpResponse.json(typeof answer === 'function' ? answer() : answer));

/** better-auth's GET /api/auth/get-session: the user, or null when signed out. */
export type SessionAnswer = { session: object; user: SessionUser } | null;

export const sessionHandler = (answer: SessionAnswer | (() => SessionAnswer | Promise<SessionAnswer>)) =>
  http.get<never, never, SessionAnswer>('/api/auth/get-session', async () => HttpResponse.json(typeof answer === 'function' ? await answer() : answer));
