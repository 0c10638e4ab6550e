import { afterEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "../services/users";
import { SessionCache, type SessionFeed } from "./session-cache";

const person = (id: string, name = "Ada") => ({ id, name }) as unknown as SessionUser;

/** A feed the test drives: `change(id)` notifies, `lose()` breaks it, `subscriptions` counts. */
function fakeFeed(options: { failFirst?: number } = {}) {
  let failures = options.failFirst ?? 0;
  const state = {
    subscriptions: 0,
    unsubscribed: 0,
    change: (_userId: string) => undefined as void,
    lose: () => undefined as void,
  };
  const feed: SessionFeed = async (onChange, onLost) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error("connection refused");
    }
    state.subscriptions += 1;
    state.change = onChange;
    state.lose = onLost;
    return async () => {
      state.unsubscribed += 1;
    };
  };
  return { feed, state };
}

describe("the session cache", () => {
  let clock = 1_000_000;
  const now = () => clock;
  afterEach(() => vi.useRealTimers());

  async function started(options: { ttlMs?: number; maxEntries?: number; failFirst?: number } = {}) {
    const { feed, state } = fakeFeed(options);
    const cache = new SessionCache({
      ttlMs: options.ttlMs ?? 10_000,
      feed,
      now,
      retryMs: 100,
      maxRetryMs: 400,
      ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
    });
    await cache.start();
    return { cache, state };
  }

  it("answers a remembered session until its time is up", async () => {
    const { cache } = await started({ ttlMs: 10_000 });
    cache.remember("jti-1", person("u1"), cache.stamp());
    expect(cache.get("jti-1")?.id).toBe("u1");
    expect(cache.get("jti-2")).toBeUndefined();
    clock += 10_000;
    expect(cache.get("jti-1")).toBeUndefined();
  });

  it("freezes what it shares between requests", async () => {
    const { cache } = await started();
    cache.remember("jti-1", person("u1"), cache.stamp());
    expect(Object.isFrozen(cache.get("jti-1"))).toBe(true);
  });

  it("forgets every session of a person the feed names, and only theirs", async () => {
    const { cache, state } = await started();
    cache.remember("a-phone", person("a"), cache.stamp());
    cache.remember("a-laptop", person("a"), cache.stamp());
    cache.remember("b-phone", person("b"), cache.stamp());
    state.change("a");
    expect(cache.get("a-phone")).toBeUndefined();
    expect(cache.get("a-laptop")).toBeUndefined();
    expect(cache.get("b-phone")?.id).toBe("b");
  });

  it("does not keep an answer the database gave before the person changed", async () => {
    const { cache } = await started();
    const stamp = cache.stamp();
    // The change lands while the lookup is still answering.
    cache.forgetUser("u1");
    cache.remember("jti-1", person("u1", "Old name"), stamp);
    expect(cache.get("jti-1")).toBeUndefined();
  });

  it("is off when its time is 0: nothing is subscribed or remembered", async () => {
    const { cache, state } = await started({ ttlMs: 0 });
    cache.remember("jti-1", person("u1"), cache.stamp());
    expect(cache.active).toBe(false);
    expect(cache.get("jti-1")).toBeUndefined();
    expect(state.subscriptions).toBe(0);
  });

  it("stays off while the feed cannot be reached, and comes on once it can", async () => {
    vi.useFakeTimers();
    const { cache, state } = await started({ failFirst: 2 });
    cache.remember("jti-1", person("u1"), cache.stamp());
    expect(cache.active).toBe(false);
    expect(cache.get("jti-1")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200); // first retry after 200 ms: fails again
    expect(cache.active).toBe(false);
    await vi.advanceTimersByTimeAsync(400); // the next one, capped at 400 ms, succeeds
    expect(state.subscriptions).toBe(1);
    expect(cache.active).toBe(true);
  });

  it("empties and turns off when the feed is lost, then subscribes again", async () => {
    vi.useFakeTimers();
    const { cache, state } = await started();
    cache.remember("jti-1", person("u1"), cache.stamp());
    const stampBefore = cache.stamp();
    state.lose();
    expect(cache.active).toBe(false);
    expect(cache.get("jti-1")).toBeUndefined();
    cache.remember("jti-1", person("u1"), stampBefore);
    expect(cache.get("jti-1")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.subscriptions).toBe(2);
    expect(cache.active).toBe(true);
    // The answer fetched before the loss is still not trusted.
    cache.remember("jti-1", person("u1"), stampBefore);
    expect(cache.get("jti-1")).toBeUndefined();
  });

  it("lets the oldest session go when full", async () => {
    const { cache } = await started({ maxEntries: 2 });
    cache.remember("first", person("a"), cache.stamp());
    cache.remember("second", person("b"), cache.stamp());
    cache.remember("third", person("c"), cache.stamp());
    expect(cache.get("first")).toBeUndefined();
    expect(cache.get("second")?.id).toBe("b");
    expect(cache.get("third")?.id).toBe("c");
  });

  it("unsubscribes on close and remembers nothing after", async () => {
    const { cache, state } = await started();
    cache.remember("jti-1", person("u1"), cache.stamp());
    await cache.close();
    expect(state.unsubscribed).toBe(1);
    expect(cache.get("jti-1")).toBeUndefined();
    cache.remember("jti-2", person("u2"), cache.stamp());
    expect(cache.get("jti-2")).toBeUndefined();
  });
});
