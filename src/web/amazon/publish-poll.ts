/**
 * How a publish still open at Amazon is followed: the first look after 2 s, each wait 1.6 times
 * the last, at most a minute apart, and no more than 12 looks (about six minutes). Amazon can
 * take longer, or never put a reseller's title on the product page; then the seller has
 * "Check again" and the dashboard says where the publish stands. The server re-checks Amazon at
 * most every 2 s whatever the page asks.
 */
export const FIRST_POLL_MS = 2_000;
export const MAX_POLL_MS = 60_000;
export const MAX_POLLS = 12;

/** The wait before the next look, given how many answers came so far; false once the looks are spent. */
export function nextPollMs(answers: number): number | false {
  if (answers >= MAX_POLLS) return false;
  return Math.min(MAX_POLL_MS, Math.round(FIRST_POLL_MS * 1.6 ** Math.max(0, answers - 1)));
}
