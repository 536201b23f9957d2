import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionHandler, type SessionAnswer } from '../testing/handlers';
import '../testing/render';
import { server } from '../testing/msw-server';
import { getSessionState, markSignedIn, markSignedOut, refreshSession, signOut } from './session';

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada' };

/** A get-session handler whose answers the test gives, one per request, in any order. */
function heldSessions() {
  const answers: ((answer: SessionAnswer) => void)[] = [];
  server.use(sessionHandler(() => new Promise<SessionAnswer>((resolve) => answers.push(resolve))));
  return answers;
}

describe('the session query (SPEC §4 auth state)', () => {
  it('follows get-session', async () => {
    server.use(sessionHandler({ session: {}, user }));
    await refreshSession();
    expect(getSessionState()).toMatchObject({ status: 'signed-in', user });
    server.use(sessionHandler(null));
    await refreshSession();
    expect(getSessionState().status).toBe('signed-out');
  });

  it('ignores a session read that finishes after the user signed out', async () => {
    markSignedIn(user);
    const answers = heldSessions();
    server.use(http.post('/api/auth/sign-out', () => HttpResponse.json({ success: true })));
    const late = refreshSession();
    await expect.poll(() => answers.length).toBe(1);
    await signOut();
    answers[0]!({ session: {}, user });
    await late;
    expect(getSessionState().status).toBe('signed-out');
  });

  it('lets only the newest of overlapping reads decide', async () => {
    markSignedOut();
    const answers = heldSessions();
    const first = refreshSession();
    await expect.poll(() => answers.length).toBe(1);
    const second = refreshSession();
    await expect.poll(() => answers.length).toBe(2);
    answers[1]!(null);
    await second;
    answers[0]!({ session: {}, user });
    await first;
    expect(getSessionState().status).toBe('signed-out');
  });

  it('stays loading, not signed out, while the server cannot tell (503), and follows it once it can', async () => {
    let reads = 0;
    server.use(
      http.get('/api/auth/get-session', () => {
        reads++;
        if (reads === 1) {
          const body = { message: 'We could not check your session just now.', code: 'SERVICE_UNAVAILABLE' };
          return HttpResponse.json(body, { status: 503, headers: { 'Retry-After': '30' } });
        }
        return HttpResponse.json({ session: {}, user });
      }),
    );
    const first = refreshSession();
    await expect.poll(() => reads).toBe(1);
    expect(getSessionState().status).toBe('loading');
    await first;
    await expect.poll(() => getSessionState().status, { timeout: 5_000 }).toBe('signed-in');
    expect(reads).toBe(2);
  });

  it('keeps a signed-in seller signed in when the server cannot tell', async () => {
    markSignedIn(user);
    server.use(http.get('/api/auth/get-session', () => HttpResponse.json({ message: 'unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })));
    await refreshSession();
    expect(getSessionState()).toMatchObject({ status: 'signed-in', user });
  });
});
