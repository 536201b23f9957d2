import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';

type Tone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<Tone, { box: string; Icon: typeof Info }> = {
  error: { box: 'bg-red-50 text-red-800 ring-red-200', Icon: TriangleAlert },
  success: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CircleCheck },
  info: { box: 'bg-indigo-50 text-indigo-900 ring-indigo-200', Icon: Info },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-300', Icon: TriangleAlert },
};

/** An inline message. Errors are announced at once (role=alert), the rest politely. */
export function Alert({ tone = 'error', children, action, className = '' }: { tone?: Tone; children: ReactNode; action?: ReactNode; className?: string }) {
  const { box, Icon } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${box} ${className}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}

/** A read that failed, with a Try again that asks once more. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** Form-level errors from the auth service: red and centred (SPEC §8). */
export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? 'text-center text-sm font-medium text-red-700' : 'sr-only'}>
      {message ?? ''}
    </p>
  );
}
