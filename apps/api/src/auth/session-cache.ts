import type { SessionUser } from "../services/users";

/**
 * Subscribes to the database's session-change feed: `onChange` gets the id of each person whose
 * signed-in state may have changed; `onLost` is called once if the feed stops (connection lost),
 * after which nothing more arrives. Resolves to a function that ends the subscription.
 */
export type SessionFeed = (
  onChange: (userId: string) => void,
  onLost: () => void,
) => Promise<() => Promise<void>>;

/** The channel migration 0003's triggers notify, with the person's id as the payload. */
export const SESSION_CHANGED_CHANNEL = "session_changed";

type Entry = { user: SessionUser; userId: string; until: number };

export type SessionCacheOptions = {
  /** How long a remembered session is trusted without asking the database; 0 turns the cache off. */
  ttlMs: number;
  feed: SessionFeed;
  onFeedError?: (error: unknown) => void;
  maxEntries?: number;
  /** The wait before re-subscribing after the feed was lost, growing to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  now?: () => number;
};

/**
 * Remembers for a short time which user an access token (by its jti) belongs to, so that most
 * authenticated requests need no database round trip for authentication.
 *
 * It is only trusted while the database's change feed is live. Every change to a user row and
 * every sign-out notifies all API instances (migration 0003), which forget that person at once;
 * writes made through this instance forget the person before they answer, so a person always
 * reads their own writes. When the feed is lost the cache empties and stays off until the feed
 * is back. The time limit is a second line of defence, not the means of revocation.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Raised by every forget: a lookup that started before it must not fill the cache. */
  private generation = 0;
  private live = false;
  private closed = false;
  private unsubscribe: (() => Promise<void>) | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether remembered sessions are being used (the feed is live and the cache is on). */
  get active(): boolean {
    return this.live;
  }

  /** Subscribes to the feed; the cache stays off (every request asks the database) until it is live. */
  async start(): Promise<void> {
    if (this.ttlMs <= 0) return;
    await this.subscribe(0);
  }

  /** The user a token belongs to, when remembered and still fresh. */
  get(jti: string): SessionUser | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(jti);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.drop(jti, entry.userId);
    return undefined;
  }

  /** To be taken before the database is asked, and handed to `remember` with its answer. */
  stamp(): number {
    return this.generation;
  }

  /** Keeps a session the database has just confirmed, unless something changed meanwhile. */
  remember(jti: string, user: SessionUser, stamp: number): void {
    if (!this.live || stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first out: a Map iterates in insertion order.
      const [oldest, entry] = this.entries.entries().next().value!;
      this.drop(oldest, entry.userId);
    }
    // Frozen: one object is now shared by every request with this token.
    this.entries.set(jti, { user: Object.freeze(user), userId: user.id, until: this.now() + this.ttlMs });
    let tokens = this.byUser.get(user.id);
    if (!tokens) this.byUser.set(user.id, (tokens = new Set()));
    tokens.add(jti);
  }

  /** Forgets every session of this person (a change to their account, a sign-out, a deletion). */
  forgetUser(userId: string): void {
    this.generation += 1;
    const tokens = this.byUser.get(userId);
    if (!tokens) return;
    for (const jti of tokens) this.entries.delete(jti);
    this.byUser.delete(userId);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    clearTimeout(this.retryTimer);
    this.clear();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.();
  }

  private async subscribe(attempt: number): Promise<void> {
    let lost = false;
    try {
      const unsubscribe = await this.options.feed(
        (userId) => this.forgetUser(userId),
        () => {
          lost = true;
          this.feedLost();
        },
      );
      if (this.closed) {
        await unsubscribe();
        return;
      }
      this.unsubscribe = unsubscribe;
      if (!lost) this.live = true;
    } catch (error) {
      this.options.onFeedError?.(error);
      this.retry(attempt + 1);
    }
  }

  private feedLost(): void {
    this.live = false;
    this.unsubscribe = undefined;
    this.clear();
    this.retry(0);
  }

  private retry(attempt: number): void {
    if (this.closed) return;
    const base = this.options.retryMs ?? 1000;
    const wait = Math.min(base * 2 ** attempt, this.options.maxRetryMs ?? 30_000);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.subscribe(attempt), wait);
    this.retryTimer.unref();
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  private drop(jti: string, userId: string): void {
    this.entries.delete(jti);
    const tokens = this.byUser.get(userId);
    tokens?.delete(jti);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }
}
