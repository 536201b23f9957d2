import { useEffect, useState } from 'react';

export const TYPE_MS = 50;
export const PAUSE_MS = 1500;

/**
 * SPEC §9 typing slogan: one character every 50 ms, a 1,500 ms pause on the full slogan, then the
 * next one. Returns the text typed so far.
 */
export function useTypingSlogan(slogans: readonly string[], { typeMs = TYPE_MS, pauseMs = PAUSE_MS, animate = true } = {}) {
  const [position, setPosition] = useState({ index: 0, length: animate ? 0 : Number.MAX_SAFE_INTEGER });

  useEffect(() => {
    if (!animate || slogans.length === 0) return;
    const slogan = slogans[position.index % slogans.length] ?? '';
    const complete = position.length >= slogan.length;
    const timer = setTimeout(
      () =>
        setPosition(
          complete
            ? { index: (position.index + 1) % slogans.length, length: 0 }
            : { index: position.index, length: position.length + 1 },
        ),
      complete ? pauseMs : typeMs,
    );
    return () => clearTimeout(timer);
  }, [position, slogans, typeMs, pauseMs, animate]);

  const slogan = slogans[position.index % Math.max(1, slogans.length)] ?? '';
  return slogan.slice(0, position.length);
}
