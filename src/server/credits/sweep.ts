import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { refundIn } from './charge.js';
import { sweepIntervalMs } from './lease.js';

export const ABANDONED_REASON = 'the server stopped before the work was saved';

/**
 * Refunds charges whose work can no longer finish: the process that took them died (kill -9, a
 * crash, a deploy that outlasted the shutdown grace). A charge is abandoned once its lease has run
 * out; with `everyPending`, at the start of the only process that can use this database (the
 * embedded one), every pending charge is. Several processes may sweep at once: a charge is
 * refunded by whichever gets it first, exactly once.
 */
export async function refundAbandonedCharges(
  db: Kysely<DB>,
  options: { now: Date; leaseMs: number; everyPending?: boolean; batch?: number },
): Promise<number> {
  const { now } = options;
  let query = db.selectFrom('usage_ledger').select('id').where('status', '=', 'pending').orderBy('id').limit(options.batch ?? 500);
  if (!options.everyPending) query = query.where('lease_until', '<', now);
  const abandoned = await query.execute();
  let refunded = 0;
  for (const { id } of abandoned) {
    if (await db.transaction().execute((trx) => refundIn(trx, id, now, ABANDONED_REASON))) refunded++;
  }
  // Owners and admins are never charged, so their unfinished analyses have no charge to sweep.
  let unfinished = db.updateTable('analyses').set({ status: 'failed', completed_at: now }).where('status', '=', 'pending');
  if (!options.everyPending) unfinished = unfinished.where('created_at', '<', new Date(now.getTime() - options.leaseMs));
  await unfinished.execute();
  return refunded;
}

export interface ChargeSweeper {
  start(): Promise<void>;
  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/** The sweep at start-up, then every so often while the server runs. */
export function chargeSweeper(options: {
  db: Kysely<DB>;
  leaseMs: number;
  /** True when no other process can hold charges on this database (the embedded one). */
  exclusive: boolean;
  now: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): ChargeSweeper {
  const { db, leaseMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = (everyPending: boolean) => {
    running = refundAbandonedCharges(db, { now: options.now(), leaseMs, everyPending })
      .then((refunded) => refunded > 0 && log.info({ refunded }, 'refunded charges whose work was abandoned'))
      .catch((error: unknown) => log.error({ err: error }, 'charge sweep failed; it runs again soon'));
    return running;
  };
  return {
    async start() {
      await sweep(options.exclusive);
      timer = setInterval(() => void sweep(false), sweepIntervalMs(leaseMs));
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
