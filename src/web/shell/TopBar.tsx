import { LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useAuthModal } from '../accounts/auth-modal';
import { displayName } from '../accounts/display-name';
import { signOut } from '../accounts/session';
import type { SessionUser } from '../accounts/types';
import { useSession } from '../accounts/session';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Logo } from './Logo';

// Credits only matter once signed in, so their code stays off the home page's first load.
const CreditBadge = lazy(() => import('../credits/CreditBadge').then((m) => ({ default: m.CreditBadge })));

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/optimizer', label: 'Optimizer' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => {});
    navigate('/');
  };
}

function SignedInDesktop({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <div className="hidden items-center gap-1 md:flex">
      <nav aria-label="Main" className="flex items-center gap-1">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={navClass}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-3 flex items-center gap-3 border-l border-slate-200 pl-4">
        <Suspense fallback={null}>
          <CreditBadge />
        </Suspense>
        <span className="max-w-[10rem] truncate text-sm font-medium text-slate-800" data-testid="user-name">
          {displayName(user)}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      </div>
    </div>
  );
}

function MobileMenu({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const logout = useLogout();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden">
      <p className="px-3 py-2 text-sm text-slate-600">
        Signed in as <span className="font-semibold text-slate-900">{displayName(user)}</span>
      </p>
      <nav aria-label="Main" className="flex flex-col gap-1">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={navClass} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-3 flex items-center justify-end gap-3 border-t border-slate-100 px-3 pt-3">
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      </div>
    </div>
  );
}

/** SPEC §2 top bar: a sign-in button when signed out; links, credits, name and Logout when signed in. */
export function TopBar() {
  // The session arrives through an external store, whose updates React renders in one blocking
  // task. The signed-in bar (links, name, the credit badge and its code) is drawn from a deferred
  // copy instead, in a transition, as RequireSession does for the page (issue 27, TBT).
  const session = useDeferredValue(useSession());
  const { openAuthModal } = useAuthModal();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const { pathname } = useLocation();
  // The menu closes itself on navigation: it is open only for the path it was opened on.
  const menuOpen = menuFor === pathname;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {session.status === 'loading' && (
          <span className="text-indigo-600" role="status">
            <Spinner label="Checking your session" />
          </span>
        )}
        {session.status === 'signed-out' && (
          <Button onClick={() => openAuthModal('login')} data-testid="open-auth">
            Login / Sign Up
          </Button>
        )}
        {session.status === 'signed-in' && (
          <>
            <SignedInDesktop user={session.user} />
            <div className="flex items-center gap-2 md:hidden">
              <Suspense fallback={null}>
                <CreditBadge />
              </Suspense>
              <button
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuFor(menuOpen ? null : pathname)}
            >
              {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
              <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
              </button>
            </div>
          </>
        )}
      </div>
      {session.status === 'signed-in' && menuOpen && <MobileMenu user={session.user} onClose={() => setMenuFor(null)} />}
    </header>
  );
}
