import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

import { sha256Hex } from "../lib/crypto";
import { HttpError } from "../lib/errors";
import type { SharedRedis } from "../lib/redis";

export type LoginThrottleOptions = {
  /** Wrong passwords allowed before each further attempt has to wait. */
  freeFailures?: number;
  /** The first wait; each further failure doubles it (whole seconds: Redis keeps seconds). */
  baseDelayMs?: number;
  /** The longest wait: a throttle, never a lock that a stranger could keep a person in. */
  maxDelayMs?: number;
  /** Failures are counted for this long from the first one; then an account starts afresh. */
  forgetAfterMs?: number;
  /** Names the counters apart (the sign-in throttle and the two-factor one count different things). */
  name?: string;
  /** Counts in Redis, shared by every instance; without it each instance counts its own. */
  redis?: SharedRedis | undefined;
};

/**
 * Slows password guessing against one account, from however many addresses (the per-address rate
 * limit alone let 100 guesses a minute through from five). After a few wrong passwords each
 * attempt must wait, and the wait doubles with every further failure, up to a ceiling: the owner
 * can always sign in after the wait, or at once after a password reset, so nobody can be locked
 * out for good by someone else. Unknown addresses are throttled the same way (no enumeration).
 *
 * The counters are rate-limiter-flexible's: in Redis when one is configured, so every instance
 * sees the same failures, else in this instance's memory. Keys are hashes of the account, never
 * the address itself. While Redis cannot be reached the counting falls back to this instance's
 * memory (the library's insurance limiter): the brake stays on, per instance, and nobody is
 * locked out because Redis is down.
 */
export class LoginThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  private readonly freeFailures: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.freeFailures = options.freeFailures ?? 5;
    this.baseDelayMs = options.baseDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
    const forgetAfterSeconds = Math.ceil((options.forgetAfterMs ?? 24 * 60 * 60_000) / 1000);
    const name = options.name ?? "login";
    const redis = options.redis;
    const limiter = (kind: string, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix: `${name}-${kind}`, points, duration });
      if (!redis) return memory;
      return new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.keyPrefix}${name}-${kind}`,
        points,
        duration,
        // Fail at once while disconnected and count in memory instead of waiting for Redis.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    // Failures: an unbounded counter that expires a while after the first failure.
    this.failures = limiter("failures", Number.MAX_SAFE_INTEGER, forgetAfterSeconds);
    // Waits: a key blocked (consumed past its one point) for as long as the account must wait.
    this.waits = limiter("wait", 1, 1);
  }

  /** Throws a 429 while the account must wait; call before checking the password. */
  async check(account: string): Promise<void> {
    const state = await this.waits.get(key(account));
    if (!state || state.consumedPoints <= 1 || state.msBeforeNext <= 0) return;
    const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    throw new HttpError(
      429,
      "ACCOUNT_THROTTLED",
      `Too many wrong passwords for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again, or reset your password.`,
      undefined,
      { "retry-after": String(seconds) },
    );
  }

  async failed(account: string): Promise<void> {
    const counted = await this.failures.penalty(key(account), 1);
    const over = counted.consumedPoints - this.freeFailures;
    if (over < 0) return;
    const delayMs = Math.min(this.baseDelayMs * 2 ** over, this.maxDelayMs);
    await this.waits.block(key(account), Math.max(1, Math.ceil(delayMs / 1000)));
  }

  /** A right password, or a password reset: the account starts afresh. */
  async succeeded(account: string): Promise<void> {
    await Promise.all([this.failures.delete(key(account)), this.waits.delete(key(account))]);
  }
}

/** Counters are named after a hash: an e-mail address never becomes a key. */
const key = (account: string) => sha256Hex(account);
