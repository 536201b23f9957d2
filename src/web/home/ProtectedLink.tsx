import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openAuthModal } from '../accounts/auth-modal-store';
import { useSession } from '../accounts/useSession';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../ui/Button';

/** A link to a signed-in page; for visitors it opens the sign-in modal and continues there afterwards. */
export function ProtectedLink({ to, children, variant, size }: { to: string; children: ReactNode; variant?: ButtonVariant; size?: ButtonSize }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <Link
      to={to}
      className={buttonClass(variant, size)}
      onClick={(event) => {
        if (signedIn) return;
        event.preventDefault();
        openAuthModal('login', to);
      }}
    >
      {children}
    </Link>
  );
}
