import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden className={`animate-spin ${className}`} />
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}

/** The spinner shown while the session or a page's code loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    // At least a screen tall, so the page that replaces it does not shift the footer into view and back.
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center text-indigo-600" role="status" data-testid="page-spinner">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
