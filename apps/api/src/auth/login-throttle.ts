import { HttpError } from "../lib/errors";

export type LoginThrottleOptions = {
  /** Wrong passwords allowed before each further attempt has to wait. */
  freeFailures?: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs?: number;
  /** The longest wait: a throttle, never a lock that a stranger could keep a person in. */
  maxDelayMs?: number;
  /** After this long without a failure, an account starts afresh. */
  forgetAfterMs?: number;
  /** Accounts remembered at most (the oldest are forgotten first). */
  maxEntries?: number;
  now?: () => number;
};

type Entry = { failures: number; lastFailureAt: number; blockedUntil: number };

/**
 * Slows password guessing against one account, from however many addresses (the per-address rate
 * limit alone let 100 guesses a minute through from five). After a few wrong passwords each
 * attempt must wait, and the wait doubles with every further failure, up to a ceiling: the owner
 * can always sign in after the wait, or at once after a password reset, so nobody can be locked
 * out for good by someone else. Unknown addresses are throttled the same way (no enumeration).
 *
 * Kept per instance: with several instances each one counts its own attempts.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly freeFailures: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly forgetAfterMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.freeFailures = options.freeFailures ?? 5;
    this.baseDelayMs = options.baseDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
    this.forgetAfterMs = options.forgetAfterMs ?? 24 * 60 * 60_000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Throws a 429 while the account must wait; call before checking the password. */
  check(account: string): void {
    const entry = this.current(account);
    if (!entry) return;
    const wait = entry.blockedUntil - this.now();
    if (wait <= 0) return;
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    throw new HttpError(
      429,
      "ACCOUNT_THROTTLED",
      `Too many wrong passwords for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again, or reset your password.`,
      undefined,
      { "retry-after": String(seconds) },
    );
  }

  failed(account: string): void {
    const now = this.now();
    const entry = this.current(account) ?? { failures: 0, lastFailureAt: now, blockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailureAt = now;
    const over = entry.failures - this.freeFailures;
    if (over >= 0) entry.blockedUntil = now + Math.min(this.baseDelayMs * 2 ** over, this.maxDelayMs);
    // Re-inserting keeps the map in order of last failure, so the oldest are evicted first.
    this.entries.delete(account);
    this.entries.set(account, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** A right password, or a password reset: the account starts afresh. */
  succeeded(account: string): void {
    this.entries.delete(account);
  }

  private current(account: string): Entry | undefined {
    const entry = this.entries.get(account);
    if (entry && this.now() - entry.lastFailureAt > this.forgetAfterMs) {
      this.entries.delete(account);
      return undefined;
    }
    return entry;
  }
}
