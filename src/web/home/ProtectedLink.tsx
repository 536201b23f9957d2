import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthModal } from '../accounts/auth-modal';
import { useSession } from '../accounts/session';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../ui/Button';

/** A link to a signed-in page; for visitors it opens the sign-in modal and continues there afterwards. */
export function ProtectedLink({ to, children, variant, size }: { to: string; children: ReactNode; variant?: ButtonVariant; size?: ButtonSize }) {
  const session = useSession();
  const { openAuthModal } = useAuthModal();
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
