import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthModal } from '../accounts/auth-modal';
import { KEPT_MESSAGE } from '../accounts/SessionExpired';
import { markSignedIn, markSignedOut, signOut } from '../accounts/session';
import { NO_SESSION_MESSAGE } from '../api/http';
import { mockApi, json } from '../testing/api-routes';
import { RequireSession } from './RequireSession';
import { renderWithApp } from '../testing/render';

function ModalProbe() {
  return <p data-testid="modal">{useAuthModal().open ? 'open' : 'closed'}</p>;
}

function renderGuarded() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/optimizer']}>
      <ModalProbe />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="/optimizer"
          element={
            <RequireSession>
              <p>The optimizer</p>
            </RequireSession>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a session that ends mid-flow (SPEC §7, issue 11)', () => {
  it('shows SPEC’s message in place, and the page comes back after signing in again', async () => {
    act(() => markSignedIn({ id: 'u-1', email: 'ada@example.com' }));
    renderGuarded();
    expect(screen.getByText('The optimizer')).toBeInTheDocument();
    await act(async () => markSignedOut()); // what a 401 from any product call does
    expect(screen.getByRole('alert')).toHaveTextContent(NO_SESSION_MESSAGE);
    expect(screen.getByText(KEPT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('modal')).toHaveTextContent('open');
    await act(async () => markSignedIn({ id: 'u-1', email: 'ada@example.com' }));
    expect(screen.getByText('The optimizer')).toBeInTheDocument();
  });

  it('signing out on purpose still goes home, as does opening the page without a session', async () => {
    mockApi({ 'POST /api/auth/sign-out': () => json({ success: true }) });
    act(() => markSignedIn({ id: 'u-2', email: 'bo@example.com' }));
    renderGuarded();
    await act(() => signOut());
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText(NO_SESSION_MESSAGE)).not.toBeInTheDocument();
  });
});
