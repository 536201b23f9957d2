/**
 * Deterministic variety. Competitors using the same tool must not all get the same phrasing, yet
 * the same listing must always get the same output, so every choice hangs off a hash of the
 * seller's own title (no randomness, no clock).
 */

/** FNV-1a, 32 bits: fast, stable across runtimes, good enough spread for picking templates. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Variation {
  /** One of `options`, the same one every time for this listing and this purpose. */
  pick<T>(options: readonly T[], purpose: string): T;
  /** A number in [0, n) for this listing and purpose. */
  index(n: number, purpose: string): number;
}

export function variationFor(seedText: string): Variation {
  const seed = hashText(seedText.toLowerCase().replace(/\s+/g, ' ').trim());
  const index = (n: number, purpose: string) => (n <= 1 ? 0 : (hashText(`${seed}:${purpose}`) % n));
  return {
    index,
    pick<T>(options: readonly T[], purpose: string): T {
      const chosen = options[index(options.length, purpose)];
      if (chosen === undefined) throw new Error(`No options for ${purpose}`);
      return chosen;
    },
  };
}
