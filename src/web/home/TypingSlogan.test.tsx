import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOGANS, TypingSlogan } from './TypingSlogan';
import { PAUSE_MS, TYPE_MS } from './useTypingSlogan';

const typed = () => screen.getByTestId('typing-slogan').textContent;

/** Each step schedules the next after React commits, so time moves one timer at a time. */
function elapse(ms: number, step = TYPE_MS) {
  for (let left = ms; left > 0; left -= step) act(() => vi.advanceTimersByTime(Math.min(step, left)));
}

describe('the typing slogan (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.useRealTimers());

  it('types one character every 50 ms, pauses 1,500 ms, then starts the next of 3 slogans', () => {
    expect(SLOGANS).toHaveLength(3);
    render(<TypingSlogan />);
    const first = SLOGANS[0];
    expect(typed()).toBe('');
    elapse(TYPE_MS - 1);
    expect(typed()).toBe('');
    elapse(1);
    expect(typed()).toBe(first.slice(0, 1));
    elapse(TYPE_MS * 4);
    expect(typed()).toBe(first.slice(0, 5));
    elapse(TYPE_MS * (first.length - 5));
    expect(typed()).toBe(first);
    elapse(PAUSE_MS - 1, PAUSE_MS);
    expect(typed()).toBe(first);
    elapse(1);
    expect(typed()).toBe('');
    elapse(TYPE_MS * 3);
    expect(typed()).toBe(SLOGANS[1].slice(0, 3));
    expect(TYPE_MS).toBe(50);
    expect(PAUSE_MS).toBe(1500);
  });

  it('gives screen readers every slogan once instead of each keystroke', () => {
    render(<TypingSlogan />);
    for (const slogan of SLOGANS) expect(screen.getByText(slogan, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('typing-slogan')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the whole slogan without animation for reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(<TypingSlogan />);
    expect(typed()).toBe(SLOGANS[0]);
  });
});
