import { Redis } from "ioredis";

type Logger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

/** The Redis that instances share their rate limits and throttles through. */
export type SharedRedis = {
  client: Redis;
  /** Every key starts with it (`haven:` unless configured), so one Redis can serve several deployments. */
  keyPrefix: string;
  close: () => Promise<void>;
};

/**
 * Connects to Redis for the shared limits. Commands fail at once while the connection is down
 * (no offline queue, one try), so a Redis outage never holds a request up: each limiter decides
 * what to do without it (see the README). The client keeps reconnecting in the background.
 * Waits briefly for the first connection so that the first requests already count in Redis;
 * an instance starts even when Redis cannot be reached.
 */
export async function connectRedis(
  settings: { url: string; keyPrefix: string },
  log: Logger,
  firstConnectionMs = 3_000,
): Promise<SharedRedis> {
  const client = new Redis(settings.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let reachable: boolean | undefined;
  // The URL may hold a password: only the error's own message is logged, never the settings.
  client.on("error", (error: Error) => {
    if (reachable === false) return;
    reachable = false;
    log.warn(
      { reason: error.message },
      "Redis cannot be reached: rate limits and sign-in throttles count on this instance until it is back",
    );
  });
  client.on("ready", () => {
    if (reachable === false) log.info({}, "Redis is reachable again: limits are shared by every instance");
    reachable = true;
  });

  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, firstConnectionMs);
    timer.unref();
    client.once("ready", done);
    client.once("error", done);
    function done() {
      clearTimeout(timer);
      client.off("ready", done);
      client.off("error", done);
      resolve();
    }
  });

  return {
    client,
    keyPrefix: settings.keyPrefix,
    close: async () => {
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
