import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../testing/api-routes';
import AuthModal from './AuthModal';
import { useAuthModal, type AuthMode } from './auth-modal';
import { getSessionState } from './session';
import { renderWithApp } from '../testing/render';

function Opener({ mode }: { mode: AuthMode }) {
  const { openAuthModal } = useAuthModal();
  useEffect(() => openAuthModal(mode), [mode, openAuthModal]);
  return null;
}

function renderModal(mode: AuthMode = 'login') {
  return renderWithApp(
    <MemoryRouter>
      <Opener mode={mode} />
      <AuthModal />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in modal (SPEC §2, §4)', () => {
  it('signs in and closes', async () => {
    const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', display_name: 'Ada' };
    mockApi({
      'POST /api/auth/sign-in/email': () => json({ user, token: 't' }),
      'GET /api/auth/get-session': () => json({ session: {}, user }),
    });
    renderModal();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to optimize your listings.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getSessionState()).toMatchObject({ status: 'signed-in', user: { email: 'ada@example.com' } });
  });

  it('shows the service error as it is, announced', async () => {
    let release: (r: Response) => void = () => {};
    mockApi({ 'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (release = resolve)) });
    renderModal();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => release(json({ message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }, 401)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('alert')).toHaveClass('text-center', 'text-red-700');
  });

  it('requests a reset link, says Email Sent!, and Back to Login clears the e-mail', async () => {
    const { calls } = mockApi({ 'POST /api/auth/request-password-reset': () => json({ status: true }) });
    renderModal();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Email Sent!' })).toBeInTheDocument();
    expect(screen.getByText("Check your email for the password reset link. If you don't see it, check your spam folder.")).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', redirectTo: `${window.location.origin}/reset-password` });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('registers with a display name and shows Check Your Email!', async () => {
    const { calls } = mockApi({ 'POST /api/auth/sign-up/email': () => json({ token: null, user: {} }) });
    renderModal('register');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'At least 6 characters');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Seller');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ name: 'Ada Seller', email: 'ada@example.com', password: 'secret1', display_name: 'Ada Seller' });
  });

  it('closes on Escape and keeps focus inside while open', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
