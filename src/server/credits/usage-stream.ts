import type { Database, Unlisten } from '../db/database.js';

type Subscriber = () => void;

/**
 * Fans the `usage_changed` NOTIFY (sent by a trigger on user_usage) out to the open streams of
 * that user. On Postgres the notification reaches every server process, so a change made by
 * another process or by `npm run admin` shows everywhere.
 */
export class UsageChanges {
  private subscribers = new Map<string, Set<Subscriber>>();
  private unlisten?: Promise<Unlisten>;

  constructor(private database: Database) {}

  async subscribe(userId: string, onChange: Subscriber): Promise<() => void> {
    this.unlisten ??= this.database.listen('usage_changed', (changedUserId) => {
      for (const subscriber of this.subscribers.get(changedUserId) ?? []) subscriber();
    });
    await this.unlisten;
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  async close() {
    this.subscribers.clear();
    const unlisten = await this.unlisten?.catch(() => undefined);
    await unlisten?.();
  }
}
