import { LogIn } from 'lucide-react';
import { NO_SESSION_MESSAGE } from '../api/http';
import { Button } from '../ui/Button';
import { useAuthModal } from './auth-modal';

export const KEPT_MESSAGE = 'What you entered is kept. Sign in again to carry on where you left off.';

/**
 * Shown in place of a signed-in page when the session ends under the seller (SPEC §7's message),
 * instead of sending them to the home page. Signing in again brings the page back as it was.
 */
export function SessionExpired() {
  const { openAuthModal } = useAuthModal();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6" data-testid="session-expired">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-xl font-semibold text-slate-900" role="alert">
          {NO_SESSION_MESSAGE}
        </h1>
        <p className="mt-2 text-slate-600">{KEPT_MESSAGE}</p>
        <Button className="mt-6" onClick={() => openAuthModal('login')}>
          <LogIn aria-hidden className="size-4" />
          Sign in
        </Button>
      </div>
    </div>
  );
}
