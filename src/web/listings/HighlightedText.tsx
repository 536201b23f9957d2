import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import type { Finding } from '../../rules/types';
import { segmentText, type Segment } from './highlight';

/** The look of each severity's mark; read-only text is drawn by keywords/MarkedText.tsx, with the same marks. */
export const FINDING_MARK = {
  error: 'bg-red-200/80 decoration-red-600',
  warning: 'bg-amber-200/80 decoration-amber-600',
  info: 'bg-sky-100 decoration-sky-600',
} as const;

function Runs({ segments, transparent = false }: { segments: Segment[]; transparent?: boolean }) {
  return segments.map((segment, i) =>
    segment.severity ? (
      <mark
        key={i}
        className={`rounded-sm underline decoration-2 underline-offset-2 ${FINDING_MARK[segment.severity]} ${transparent ? 'text-transparent' : 'text-inherit'}`}
        title={transparent ? undefined : segment.messages.join('\n')}
        data-severity={segment.severity}
      >
        {segment.text}
      </mark>
    ) : (
      <span key={i}>{segment.text}</span>
    ),
  );
}

const SHARED = 'px-3 py-2 text-sm leading-6 whitespace-pre-wrap break-words font-[inherit]';

type EditorProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  findings: readonly Finding[];
};

/**
 * A textarea whose findings are highlighted in place while the seller types: the marks are drawn
 * on a layer behind the transparent textarea, with the same font and wrapping.
 */
export function HighlightedTextarea({ value, onChange, findings, className = '', ...props }: EditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    // Grows with its content so both layers wrap and scroll identically.
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight + 2}px`;
  }, [value]);
  return (
    <div className={`relative rounded-lg bg-white shadow-sm ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-indigo-600 ${className}`}>
      <div aria-hidden className={`pointer-events-none absolute inset-0 overflow-hidden border border-transparent text-transparent ${SHARED}`}>
        <Runs segments={segmentText(value, findings)} transparent />
        {'\u200b'}
      </div>
      <textarea
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={1}
        className={`relative block w-full resize-none overflow-hidden border border-transparent bg-transparent text-slate-900 focus:outline-none ${SHARED}`}
        {...props}
      />
    </div>
  );
}
