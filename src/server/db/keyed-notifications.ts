import type { Database, Unlisten } from './database.js';

type Subscriber = () => void;

/**
 * Fans a NOTIFY channel whose payload is a key (a user id, a job id) out to the subscribers of
 * that key. One LISTEN per channel and process, opened at the first subscription; on Postgres the
 * notification reaches every process, so a change another process made shows everywhere.
 */
export class KeyedNotifications {
  private subscribers = new Map<string, Set<Subscriber>>();
  private unlisten?: Promise<Unlisten>;

  constructor(
    private database: Database,
    private channel: string,
  ) {}

  async subscribe(key: string, onChange: Subscriber): Promise<() => void> {
    this.unlisten ??= this.database.listen(this.channel, (changedKey) => {
      for (const subscriber of this.subscribers.get(changedKey) ?? []) subscriber();
    });
    await this.unlisten;
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.subscribers.delete(key);
    };
  }

  async close() {
    this.subscribers.clear();
    const unlisten = await this.unlisten?.catch(() => undefined);
    await unlisten?.();
  }
}
