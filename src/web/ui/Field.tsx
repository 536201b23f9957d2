import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

export const inputClass =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none aria-[invalid=true]:ring-red-500';

interface FieldShellProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
  className?: string;
  labelAside?: ReactNode;
}

/** A label, the control, an optional hint and a field error wired with aria-describedby. */
export function FieldShell({ label, error, hint, children, className = '', labelAside }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

export function InputField({ label, error, hint, className, labelAside, ...props }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} labelAside={labelAside}>
      {({ id, describedBy }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={inputClass} {...props} />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

export function TextAreaField({ label, error, hint, className, labelAside, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} labelAside={labelAside}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          // Grows with the text where the browser can, so long bullets stay readable on a phone.
          className={`${inputClass} field-sizing-content min-h-16`}
          {...props}
        />
      )}
    </FieldShell>
  );
}
