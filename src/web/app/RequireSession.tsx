import { useDeferredValue, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SessionExpired } from '../accounts/SessionExpired';
import { useSession } from '../accounts/session';
import { PageSpinner } from '../ui/Spinner';

/**
 * SPEC §2: a spinner (or the page's own loading state, `fallback`) while the session loads;
 * signed-out visitors go to /. A session that ends while the page is open shows SPEC §7's
 * message in place instead, keeping what was entered.
 */
export function RequireSession({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const session = useSession();
  // The session arrives through an external store, whose updates React renders in one blocking
  // task; mounting a whole page (the optimizer) that way was a long task on a phone (issue 27,
  // TBT). The deferred copy mounts the page in a transition, in slices, while the spinner stays.
  const shown = useDeferredValue(session.status);
  if (session.status === 'loading' || (shown === 'loading' && session.status === 'signed-in')) return fallback ?? <PageSpinner label="Checking your session" />;
  if (session.status === 'signed-out') return session.expired ? <SessionExpired /> : <Navigate to="/" replace />;
  return children;
}
