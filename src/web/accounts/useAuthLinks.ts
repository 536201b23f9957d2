import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotice } from '../shell/notice';
import { useAuthModal } from './auth-modal';
import { refreshSession } from './session';

export const VERIFIED_MESSAGE = "E-mail confirmed, you're signed in. Welcome to Listcraft!";
export const VERIFY_FAILED_MESSAGE = 'This confirmation link is invalid or has expired. Sign in to get a new one.';

/**
 * Mail links land on `/` with a query: `?verified=1` after the confirmation link (with `&error=`
 * when it was invalid or expired) and `?auth=reset` from the "someone tried to register" mail.
 * This turns them into a notice or the sign-in modal, then tidies the address bar.
 */
export function useAuthLinks() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { openAuthModal } = useAuthModal();
  const { showNotice } = useNotice();
  useEffect(() => {
    if (pathname !== '/' || !search) return;
    const params = new URLSearchParams(search);
    const verified = params.get('verified');
    const auth = params.get('auth');
    if (!verified && !auth) return;
    if (verified) {
      if (params.get('error')) {
        showNotice({
          tone: 'error',
          text: VERIFY_FAILED_MESSAGE,
          action: {
            label: 'Sign in',
            run: () => {
              showNotice(null);
              openAuthModal('login');
            },
          },
        });
      } else {
        showNotice({ tone: 'success', text: VERIFIED_MESSAGE });
        void refreshSession();
      }
    }
    if (auth === 'reset') openAuthModal('reset');
    else if (auth === 'login' || auth === 'register') openAuthModal(auth);
    navigate('/', { replace: true });
  }, [search, pathname, navigate, openAuthModal, showNotice]);
}

