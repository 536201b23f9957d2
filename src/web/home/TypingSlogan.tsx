import { useState } from 'react';
import { useTypingSlogan } from './useTypingSlogan';

export const SLOGANS = [
  'Titles that lead with your main keyword.',
  'Bullet points shoppers actually read.',
  'Search terms that use every byte.',
] as const;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The hero's typing line. Screen readers get the three slogans once, not every keystroke. */
export function TypingSlogan({ className = '' }: { className?: string }) {
  const [animate] = useState(() => !prefersReducedMotion());
  const text = useTypingSlogan(SLOGANS, { animate });
  return (
    <p className={className}>
      <span className="sr-only">{SLOGANS.join(' ')}</span>
      <span aria-hidden data-testid="typing-slogan">
        {text}
        <span className="ml-0.5 inline-block h-[1em] w-[2px] translate-y-[0.15em] animate-pulse bg-current motion-reduce:hidden" />
      </span>
    </p>
  );
}
