import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/mock-fetch';
import { markSignedIn, markSignedOut, refreshSession, sessionStore, signOut } from './session-store';

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

afterEach(() => vi.unstubAllGlobals());

describe('the session store (SPEC §4 auth state)', () => {
  it('follows get-session', async () => {
    mockFetch({ 'GET /api/auth/get-session': () => json({ session: {}, user }) });
    await refreshSession();
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user });
    mockFetch({ 'GET /api/auth/get-session': () => json(null) });
    await refreshSession();
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('ignores a session read that finishes after the user signed out', async () => {
    markSignedIn(user);
    let answer: (r: Response) => void = () => {};
    mockFetch({
      'GET /api/auth/get-session': () => new Promise<Response>((resolve) => (answer = resolve)),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const late = refreshSession();
    await signOut();
    answer(json({ session: {}, user }));
    await late;
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('lets only the newest of overlapping reads decide', async () => {
    markSignedOut();
    const answers: ((r: Response) => void)[] = [];
    mockFetch({ 'GET /api/auth/get-session': () => new Promise<Response>((resolve) => answers.push(resolve)) });
    const first = refreshSession();
    const second = refreshSession();
    answers[1]!(json(null));
    await second;
    answers[0]!(json({ session: {}, user }));
    await first;
    expect(sessionStore.get().status).toBe('signed-out');
  });
});
