import { Modal } from '../ui/Modal';
import { useAuthModal } from './auth-modal';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

const TITLES = { login: 'Sign in to Listcraft', register: 'Create a Listcraft account', reset: 'Reset your password' } as const;

/** SPEC §4 auth modal: toggles between the sign-in screen (three modes) and registration. */
export default function AuthModal() {
  const { open, mode, next, key, openAuthModal, closeAuthModal } = useAuthModal();
  return (
    <Modal open={open} onOpenChange={(value) => !value && closeAuthModal()} title={TITLES[mode]} hideTitle size="sm">
      {mode === 'register' ? (
        <RegisterForm key={key} onSignIn={() => openAuthModal('login', next)} />
      ) : (
        <SignInForm key={key} initialMode={mode} next={next} onRegister={() => openAuthModal('register', next)} />
      )}
    </Modal>
  );
}
