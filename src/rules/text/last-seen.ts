/**
 * A function of a text that keeps its answers for the texts seen last: a listing's words and
 * sentences are read again at every stage, and a long-lived server must not keep them all, so at
 * `limit` answers the memory starts over.
 */
export function lastSeen<V>(limit: number, compute: (text: string) => V): (text: string) => V {
  const seen = new Map<string, V>();
  return (text) => {
    // (One lookup for a text seen: a second only when the answer kept is `undefined`.)
    const known = seen.get(text);
    if (known !== undefined || seen.has(text)) return known as V;
    const value = compute(text);
    if (seen.size >= limit) seen.clear();
    seen.set(text, value);
    return value;
  };
}
