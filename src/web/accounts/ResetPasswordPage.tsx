import { CircleCheck, KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/http';
import { FormError } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import { usePageTitle } from '../shell/usePageTitle';
import { resetPassword } from './auth-api';
import { useAuthModal } from './auth-modal';
import { refreshSession } from './session';
import { MESSAGES, validateNewPassword } from './validation';

export const REDIRECT_AFTER_RESET_MS = 2000;

/** SPEC §2 reset-password page, the target of the mailed link (`?token=`). */
export default function ResetPasswordPage() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { openAuthModal } = useAuthModal();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      navigate('/');
      openAuthModal('login');
    }, REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, openAuthModal]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirm);
    if (invalid) return setError(invalid);
    if (!token) return setError(MESSAGES.invalidResetLink);
    setBusy(true);
    setError(null);
    try {
      await resetPassword(password, token);
      setDone(true);
      // Every session of the account was revoked, this tab's included.
      void refreshSession();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {done ? (
          <div className="text-center" role="status">
            <CircleCheck aria-hidden className="mx-auto size-12 text-emerald-600" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Password Reset Successful!</h1>
            <p className="mt-2 text-sm text-slate-600">You can now sign in with your new password. Taking you to the home page…</p>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="mb-2 text-center">
              <KeyRound aria-hidden className="mx-auto size-10 text-indigo-600" />
              <h1 className="mt-3 text-2xl font-bold text-slate-900">Reset Password</h1>
              <p className="mt-2 text-sm text-slate-600">Choose a new password for your Listcraft account.</p>
            </div>
            <InputField
              label="New Password"
              type="password"
              autoComplete="new-password"
              placeholder="At least 6 characters"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <InputField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" className="flex-1" onClick={() => navigate('/')}>
                Cancel
              </Button>
              <Button type="submit" className="flex-1" disabled={busy}>
                {busy ? 'Resetting...' : 'Reset Password'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
