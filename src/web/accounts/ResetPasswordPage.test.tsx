import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { json, mockApi } from '../testing/api-routes';
import { server } from '../testing/msw-server';
import ResetPasswordPage, { REDIRECT_AFTER_RESET_MS } from './ResetPasswordPage';
import { renderWithApp } from '../testing/render';

function renderAt(url: string) {
  return renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function submit(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reset-password page (SPEC §2, §5)', () => {
  it('checks length, then the match, then the link', () => {
    renderAt('/reset-password');
    submit('12345');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    submit('123456', '1234567');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    submit('123456');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired reset link. Please request a new password reset.');
  });

  it('shows the server message for a used or expired token', async () => {
    mockApi({ 'POST /api/auth/reset-password': () => json({ message: 'Invalid or expired reset link. Please request a new password reset.' }, 400) });
    renderAt('/reset-password?token=old');
    submit('newpass');
    expect(await screen.findByText('Invalid or expired reset link. Please request a new password reset.')).toBeInTheDocument();
  });

  it('says An unexpected error occurred when the request itself fails', async () => {
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.error()));
    renderAt('/reset-password?token=t');
    submit('newpass');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('succeeds, then goes to / after 2 seconds', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({
      'POST /api/auth/reset-password': () => json({ status: true }),
      'GET /api/auth/get-session': () => json(null),
    });
    renderAt('/reset-password?token=abc');
    submit('newpass');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Password Reset Successful!' })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ newPassword: 'newpass', token: 'abc' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS - 10);
    });
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(REDIRECT_AFTER_RESET_MS).toBe(2000);
  });
});
