import { randomUUID } from "node:crypto";

import type { SessionUser } from "../services/users";

/**
 * Subscribes to the database's session-change feed: `onChange` gets each payload (the id of a
 * person whose signed-in state may have changed, or one of the instances' sync messages) in the
 * order the database committed them; `onLost` is called once if the feed stops (connection lost),
 * after which nothing more arrives. Resolves to a function that ends the subscription.
 */
export type SessionFeed = (
  onChange: (payload: string) => void,
  onLost: () => void,
) => Promise<() => Promise<void>>;

/** Sends a payload on the feed's channel (`pg_notify`), delivered after what is already committed. */
export type SessionNotify = (payload: string) => Promise<void>;

/** The channel migration 0003's triggers notify, with the person's id as the payload. */
export const SESSION_CHANGED_CHANNEL = "session_changed";

/*
 * Sync messages between instances share the channel, so they arrive in commit order with the
 * changes: `here:<instance>` (every few seconds), `barrier:<instance>:<n>` and
 * `ack:<instance>:<to>:<n>`. A person's id is a UUID and never starts with these words.
 */
const HERE = "here:";
const BARRIER = "barrier:";
const ACK = "ack:";

type Entry = { user: SessionUser; userId: string; until: number };

export type SessionCacheOptions = {
  /** How long a remembered session is trusted without asking the database; 0 turns the cache off. */
  ttlMs: number;
  feed: SessionFeed;
  /** Without it the instance cannot wait for the others (a single instance needs no waiting). */
  notify?: SessionNotify;
  /** How often an instance says it is there; one silent for three times this is taken as gone. */
  heartbeatMs?: number;
  /** The longest a revocation waits for the other instances to confirm. */
  barrierTimeoutMs?: number;
  onBarrierTimeout?: (missing: string[]) => void;
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
 *
 * A revocation made here (`forgetEverywhere`) is answered only once every other live instance has
 * confirmed it: this instance sends a barrier after the change has committed, and each other
 * instance, which receives notifications in commit order, acknowledges the barrier after it has
 * forgotten the person. So a request that follows the answer, on any instance, finds the session
 * gone. An instance that does not confirm within `barrierTimeoutMs` is reported (it is stopped or
 * its feed is stuck; its remembered sessions still end with the time limit).
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
  /** This instance's name on the feed. */
  readonly instanceId = randomUUID();
  /** Other instances by id, with when each was last heard from. */
  private readonly peers = new Map<string, number>();
  private barriers = 0;
  private readonly waiting = new Map<number, { missing: Set<string>; done: () => void }>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether remembered sessions are being used (the feed is live and the cache is on). */
  get active(): boolean {
    return this.live && this.ttlMs > 0;
  }

  /** Subscribes to the feed; the cache stays off (every request asks the database) until it is live. */
  async start(): Promise<void> {
    // With its time at 0 an instance remembers nothing, but still takes part in the others'
    // barriers when it can send them.
    if (this.ttlMs <= 0 && !this.options.notify) return;
    await this.subscribe(0);
  }

  /** The user a token belongs to, when remembered and still fresh. */
  get(jti: string): SessionUser | undefined {
    if (!this.active) return undefined;
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
    if (!this.active || stamp !== this.generation) return;
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

  /**
   * After a change to a person's signed-in state has committed: forgets their sessions here and
   * resolves once every other live instance has forgotten them too.
   */
  async forgetEverywhere(userId: string): Promise<void> {
    this.forgetUser(userId);
    await this.barrier();
  }

  /** The instances heard from lately, other than this one. */
  livePeers(): string[] {
    const horizon = this.now() - 3 * this.heartbeatMs;
    for (const [id, seen] of this.peers) if (seen < horizon) this.peers.delete(id);
    return [...this.peers.keys()];
  }

  private get heartbeatMs(): number {
    return this.options.heartbeatMs ?? 2_000;
  }

  private async barrier(): Promise<void> {
    const notify = this.options.notify;
    const peers = this.livePeers();
    if (!this.live || !notify || peers.length === 0) return;
    const number = ++this.barriers;
    const confirmed = new Promise<void>((resolve) => {
      this.waiting.set(number, { missing: new Set(peers), done: resolve });
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), this.options.barrierTimeoutMs ?? 1_000);
    });
    try {
      await notify(`${BARRIER}${this.instanceId}:${number}`);
      if ((await Promise.race([confirmed, timedOut])) === "timeout") {
        const missing = [...(this.waiting.get(number)?.missing ?? [])];
        for (const id of missing) this.peers.delete(id);
        this.options.onBarrierTimeout?.(missing);
      }
    } finally {
      clearTimeout(timer);
      this.waiting.delete(number);
    }
  }

  /** One payload of the feed, in commit order. */
  private receive(payload: string): void {
    if (payload.startsWith(HERE)) {
      const from = payload.slice(HERE.length);
      if (from !== this.instanceId) this.peers.set(from, this.now());
      return;
    }
    if (payload.startsWith(BARRIER)) {
      const [from, number] = payload.slice(BARRIER.length).split(":");
      if (!from || from === this.instanceId) return;
      this.peers.set(from, this.now());
      // Everything committed before the barrier has been received (and forgotten) by now.
      void this.options.notify?.(`${ACK}${this.instanceId}:${from}:${number}`).catch(() => undefined);
      return;
    }
    if (payload.startsWith(ACK)) {
      const [from, to, number] = payload.slice(ACK.length).split(":");
      if (to !== this.instanceId || !from) return;
      const waiting = this.waiting.get(Number(number));
      waiting?.missing.delete(from);
      if (waiting && waiting.missing.size === 0) waiting.done();
      return;
    }
    this.forgetUser(payload);
  }

  private sayHere(): void {
    void this.options.notify?.(`${HERE}${this.instanceId}`).catch(() => undefined);
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
    clearInterval(this.heartbeat);
    for (const waiting of this.waiting.values()) waiting.done();
    this.clear();
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.();
  }

  private async subscribe(attempt: number): Promise<void> {
    let lost = false;
    try {
      const unsubscribe = await this.options.feed(
        (payload) => this.receive(payload),
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
      if (!lost) {
        this.live = true;
        this.startHeartbeat();
      }
    } catch (error) {
      this.options.onFeedError?.(error);
      this.retry(attempt + 1);
    }
  }

  private startHeartbeat(): void {
    if (!this.options.notify) return;
    this.sayHere();
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.sayHere(), this.heartbeatMs);
    this.heartbeat.unref();
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
