import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionState, markSignedOut } from '../accounts/session';
import { json, mockApi } from '../testing/api-routes';
import { AppRoutes } from './App';
import { ScrollToTop } from './ScrollToTop';
import { renderWithApp } from '../testing/render';

// The routes load pages, the credit badge and the auth modal lazily. The first, cold import of
// those modules (transformed on demand) could outlast findBy's wait on a busy machine; loading
// them once here leaves each test waiting only for rendering.
beforeAll(() => Promise.all([import('../accounts/AuthModal'), import('../accounts/ResetPasswordPage'), import('../credits/CreditBadge')]));

const scrollTo = vi.fn();
beforeEach(() => {
  // jsdom has no layout, so no scrolling either.
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  mockApi({
    'GET /api/config': () => json({ supportEmail: 'help@listcraft.test', supportWhatsapp: '15555550199', aiProvider: 'builtin', aiModel: 'x' }),
  });
  return renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('routes (SPEC §2)', () => {
  it('scrolls to the top on every route change', async () => {
    renderWithApp(
      <MemoryRouter>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/contact">Contact</Link>} />
          <Route path="/contact" element={<p>Contact page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('sends an unknown path to /', async () => {
    act(() => markSignedOut());
    expect(getSessionState().status).toBe('signed-out');
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings that rank, convert and pass the rules.' })).toBeInTheDocument();
  });

  it('redirects a signed-out visitor from /dashboard to the home page', async () => {
    act(() => markSignedOut());
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Listings that rank');
  });

  it('opens the sign-in modal in reset mode from the "someone tried to register" mail link', async () => {
    act(() => markSignedOut());
    renderAt('/?auth=reset');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
