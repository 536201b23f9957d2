import { lazy, Suspense } from 'react';
import { useAuthModal } from './auth-modal';

const AuthModal = lazy(() => import('./AuthModal'));

/** Loads the sign-in modal's code the first time it opens, so the home page stays light. */
export function AuthModalHost() {
  const modal = useAuthModal();
  if (!modal.open && modal.key === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
