import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../accounts/useSession';
import { PageSpinner } from '../ui/Spinner';

/** SPEC §2: a spinner while the session loads; signed-out visitors go to /. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner label="Checking your session" />;
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}
