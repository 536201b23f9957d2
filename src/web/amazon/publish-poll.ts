/** How often a publish still processing at Amazon is asked about (the server re-checks Amazon at most every 2 s). */
export const SUBMISSION_POLL_MS = 3_000;
