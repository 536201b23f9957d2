import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';

export type AuthMode = 'login' | 'register' | 'reset';

export interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  /** Where to go after a successful sign-in (e.g. the optimizer, when a CTA opened the modal). */
  next: string | null;
  /** Bumps on every open so the forms start fresh. */
  key: number;
}

type Action = { type: 'open'; mode: AuthMode; next: string | null } | { type: 'close' };

function reduce(state: AuthModalState, action: Action): AuthModalState {
  return action.type === 'open' ? { open: true, mode: action.mode, next: action.next, key: state.key + 1 } : { ...state, open: false };
}

interface AuthModal extends AuthModalState {
  openAuthModal: (mode?: AuthMode, next?: string | null) => void;
  closeAuthModal: () => void;
}

const AuthModalContext = createContext<AuthModal | null>(null);

/** The sign-in modal's state, for the whole page: any button may open it, the layout shows it. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, { open: false, mode: 'login', next: null, key: 0 });
  // The actions keep their identity, so effects that open the modal do not run again.
  const actions = useMemo(
    () => ({
      openAuthModal: (mode: AuthMode = 'login', next: string | null = null) => dispatch({ type: 'open', mode, next }),
      closeAuthModal: () => dispatch({ type: 'close' }),
    }),
    [],
  );
  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthModalContext value={value}>{children}</AuthModalContext>;
}

export function useAuthModal(): AuthModal {
  const modal = useContext(AuthModalContext);
  if (!modal) throw new Error('useAuthModal needs an AuthModalProvider (AppProviders)');
  return modal;
}
