import type { Database, Unlisten } from '../db/database.js';

type Subscriber = () => void;

/**
 * Fans the `bulk_job_changed` NOTIFY (sent by a trigger on bulk_jobs after every row) out to the
 * progress streams of that job. On Postgres it reaches every process, so a web process streams
 * the progress of rows that worker processes finish; it is the usage stream's approach
 * (credits/usage-stream.ts), keyed by job instead of by user.
 */
export class BulkJobChanges {
  private subscribers = new Map<string, Set<Subscriber>>();
  private unlisten?: Promise<Unlisten>;

  constructor(private database: Database) {}

  async subscribe(jobId: string, onChange: Subscriber): Promise<() => void> {
    this.unlisten ??= this.database.listen('bulk_job_changed', (changedJobId) => {
      for (const subscriber of this.subscribers.get(changedJobId) ?? []) subscriber();
    });
    await this.unlisten;
    let set = this.subscribers.get(jobId);
    if (!set) this.subscribers.set(jobId, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.subscribers.delete(jobId);
    };
  }

  async close() {
    this.subscribers.clear();
    const unlisten = await this.unlisten?.catch(() => undefined);
    await unlisten?.();
  }
}
