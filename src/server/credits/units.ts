/**
 * Credits are counted in half-credits, the price of one optimizer step (SPEC §9: analysing costs
 * 0.5 and generating 0.5). Whole numbers make every sum and comparison exact; the API and the
 * admin command still speak in credits.
 */
export const HALF_CREDITS_PER_CREDIT = 2;

/** SPEC §9: each step of the optimizer costs half a credit. */
export const STEP_HALF_CREDITS = 1;

export const toCredits = (halfCredits: number): number => halfCredits / HALF_CREDITS_PER_CREDIT;

/** A credit amount in whole half-credits, or undefined when it is not a multiple of 0.5. */
export function toHalfCredits(credits: number): number | undefined {
  const halves = credits * HALF_CREDITS_PER_CREDIT;
  return Number.isInteger(halves) ? halves : undefined;
}

export const isHalfStep = (credits: number) => toHalfCredits(credits) !== undefined;
