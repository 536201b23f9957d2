import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormError } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import { AuthHeading } from './AuthHeading';
import { signUp } from './auth-api';
import { MESSAGES, validateRegistration, type RegistrationErrors, type RegistrationInput } from './validation';

const EMPTY: RegistrationInput = { name: '', email: '', password: '', confirmPassword: '' };

/** SPEC §2 registration screen; afterwards 'Check Your Email!' with the address (same answer for known addresses). */
export function RegisterForm({ onSignIn }: { onSignIn: () => void }) {
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const field = (name: keyof RegistrationInput) => ({
    name,
    value: input[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setInput((prev) => ({ ...prev, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistration(input);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await signUp({ name: input.name.trim(), email: input.email.trim(), password: input.password });
      setSentTo(input.email.trim());
    } catch (failure) {
      setServerError(failure instanceof Error && failure.message ? failure.message : MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="text-center" data-testid="check-email">
        <MailCheck aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Check Your Email!</h2>
        <p className="mt-2 text-sm text-slate-600" role="status">
          We've sent a confirmation link to <strong className="break-all text-slate-900">{sentTo}</strong>. Click it to activate your
          account.
        </p>
        <p className="mt-2 text-sm text-slate-600">If you don't see it, check your spam folder.</p>
        <Button className="mt-6 w-full" onClick={onSignIn}>
          Back to Login
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <AuthHeading title="Create Account">Start with 1 free listing every month.</AuthHeading>
      <InputField label="Name" autoComplete="name" required {...field('name')} />
      <InputField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <InputField label="Password" type="password" autoComplete="new-password" placeholder="At least 6 characters" required {...field('password')} />
      <InputField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      <FormError message={serverError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <button
          type="button"
          className="rounded font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          onClick={onSignIn}
        >
          Sign in
        </button>
      </p>
    </form>
  );
}
