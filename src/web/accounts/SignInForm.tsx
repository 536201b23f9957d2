import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import { AuthHeading } from './AuthHeading';
import { requestPasswordReset, signIn } from './auth-api';
import { useAuthModal } from './auth-modal';
import { markSignedIn, refreshSession } from './session';
import { isEmail, MESSAGES } from './validation';

type Mode = 'login' | 'reset' | 'reset-sent';

const linkButton = 'font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 rounded';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : MESSAGES.unexpected);

/** SPEC §2 sign-in screen with its three modes: login, reset-password form, reset sent. */
export function SignInForm({ initialMode, next, onRegister }: { initialMode: 'login' | 'reset'; next: string | null; onRegister: () => void }) {
  const navigate = useNavigate();
  const { closeAuthModal } = useAuthModal();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchTo = (target: Mode) => {
    setMode(target);
    setError(null);
  };

  const backToLogin = () => {
    // SPEC §4: Back to Login returns to login mode and clears the e-mail field.
    setEmail('');
    setPassword('');
    switchTo('login');
  };

  async function onSignIn(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email)) return setError(MESSAGES.emailInvalid);
    if (!password) return setError(MESSAGES.passwordRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await signIn(email.trim(), password);
      if (answer?.user) markSignedIn(answer.user);
      await refreshSession();
      closeAuthModal();
      if (next) navigate(next);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function onReset(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email)) return setError(MESSAGES.emailInvalid);
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      switchTo('reset-sent');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (mode === 'reset-sent') {
    return (
      <div className="text-center" data-testid="reset-sent">
        <MailCheck aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Email Sent!</h2>
        <p className="mt-2 text-sm text-slate-600" role="status">
          Check your email for the password reset link. If you don't see it, check your spam folder.
        </p>
        <Button className="mt-6 w-full" onClick={backToLogin}>
          Back to Login
        </Button>
      </div>
    );
  }

  if (mode === 'reset') {
    return (
      <form onSubmit={onReset} noValidate className="space-y-4">
        <AuthHeading title="Reset Password">Enter your email address and we'll send you a link to reset your password.</AuthHeading>
        <InputField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormError message={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <p className="text-center text-sm">
          <button type="button" className={linkButton} onClick={backToLogin}>
            Back to Login
          </button>
        </p>
      </form>
    );
  }

  return (
    <form onSubmit={onSignIn} noValidate className="space-y-4">
      <AuthHeading title="Welcome Back">Sign in to optimize your listings.</AuthHeading>
      <InputField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <InputField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        labelAside={
          <button type="button" className={`text-sm ${linkButton}`} onClick={() => switchTo('reset')}>
            Forgot password?
          </button>
        }
      />
      <FormError message={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to Listcraft?{' '}
        <button type="button" className={linkButton} onClick={onRegister}>
          Create account
        </button>
      </p>
    </form>
  );
}
