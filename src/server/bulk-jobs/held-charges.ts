import type { Transaction } from 'kysely';
import { chargeIn, refundIn, settle } from '../credits/charge.js';
import { STEP_HALF_CREDITS } from '../credits/units.js';
import type { DB } from '../db/schema.js';

/** SPEC §9: a listing is an analysis and a writing step, one credit. */
export const LISTING_HALF_CREDITS = 2 * STEP_HALF_CREDITS;

/**
 * A bulk row's credit is taken when the job starts and held until the row is saved, fails or is
 * cancelled. It reuses the optimizer's charge (the same balance check and ledger row), then parks
 * it as `held`: the charge sweep refunds only `pending` charges, whose request died with its
 * process, while a held row waits in the queue or resumes after a restart. To end it, the charge
 * goes back to `pending` and the optimizer's own settle or refund finishes it, both conditional,
 * so a row is settled or refunded exactly once.
 */
export async function holdRowCharge(trx: Transaction<DB>, input: { userId: string; reason: string; now: Date }): Promise<number | null> {
  const paid = await chargeIn(trx, { ...input, halfCredits: LISTING_HALF_CREDITS, leaseMs: 0 });
  if (!paid.charged || paid.id === undefined) return null; // owners and admins are never charged
  await trx.updateTable('usage_ledger').set({ status: 'held', lease_until: null }).where('id', '=', paid.id).execute();
  return paid.id;
}

/** Held -> pending in the caller's transaction; false when the charge was already settled or refunded. */
async function release(trx: Transaction<DB>, chargeId: number, now: Date): Promise<boolean> {
  const released = await trx
    .updateTable('usage_ledger')
    .set({ status: 'pending', lease_until: now })
    .where('id', '=', chargeId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}

/** Marks the row's credit paid for, linked to the saved listing; throws (rolling the save back) if it was refunded. */
export async function settleRowCharge(trx: Transaction<DB>, chargeId: number | null, listingId: string, now: Date): Promise<void> {
  if (chargeId === null) return;
  await release(trx, chargeId, now);
  await settle(trx, { id: chargeId, userId: '', halfCredits: LISTING_HALF_CREDITS, reason: '', charged: true }, { listingId }, now);
}

/** Gives the row's credit back; false when there was nothing held to give back. */
export async function refundRowCharge(trx: Transaction<DB>, chargeId: number | null, now: Date, why: string): Promise<boolean> {
  if (chargeId === null) return false;
  if (!(await release(trx, chargeId, now))) return false;
  return refundIn(trx, chargeId, now, why);
}
