import { healthResponseSchema, notReadyResponseSchema, readinessResponseSchema } from "@pkg/contracts";
import type { ReadinessCheck } from "@pkg/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { DatabaseHandle } from "../db/client";
import type { SharedRedis } from "../lib/redis";
import type { FileStorage } from "../storage/file-storage";

export type HealthRouteOptions = {
  database: DatabaseHandle;
  productName: string;
  /** The shared Redis (REDIS_URL), when configured. */
  redis?: SharedRedis | undefined;
  /** The file storage; checked when it can be (an object store's bucket). */
  storage?: FileStorage | undefined;
};

/** A dependency that has not answered in this long counts as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

const DEPENDENCY_NAMES = {
  database: "the database",
  redis: "Redis",
  objectStore: "the object store",
} as const;

/** Runs one check with a time limit: "ok", or "failed" with the reason for the log only. */
type Outcome = { result: ReadinessCheck; reason?: string | undefined };

async function probe(check: () => Promise<unknown>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { result: "ok" };
  } catch (error) {
    return { result: "failed", reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, options) => {
  app.get(
    "/health",
    {
      schema: {
        summary: "Liveness and database check",
        tags: ["system"],
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({
      status: "ok" as const,
      product: options.productName,
      database: options.database.kind,
      migrations: await options.database.migrations(),
    }),
  );

  const { redis, storage } = options;
  const checkStorage = storage?.check?.bind(storage);
  app.get(
    "/ready",
    {
      schema: {
        summary: "Readiness: whether this instance can serve requests now",
        description:
          "Checks the database, Redis (when REDIS_URL is set) and the object store's bucket (when S3 " +
          "storage is set). 200 when every configured one answers; 503 naming the ones that did not. " +
          "`/api/health` stays the liveness check: a load balancer takes an instance out of rotation " +
          "on a 503 here and restarts it only when `/api/health` fails.",
        tags: ["system"],
        response: { 200: readinessResponseSchema, 503: notReadyResponseSchema },
      },
    },
    async (request, reply) => {
      const notConfigured: Outcome = { result: "not configured" };
      const [database, shared, objectStore] = await Promise.all([
        probe(() => options.database.db.execute(sql`select 1`)),
        redis ? probe(() => redis.client.ping()) : notConfigured,
        checkStorage ? probe(checkStorage) : notConfigured,
      ]);
      const outcomes = { database, redis: shared, objectStore };
      const checks = {
        database: database.result,
        redis: shared.result,
        objectStore: objectStore.result,
      };
      const failed = (Object.keys(outcomes) as (keyof typeof outcomes)[]).filter(
        (key) => outcomes[key].result === "failed",
      );
      reply.header("cache-control", "no-store");
      if (failed.length === 0) return { status: "ready" as const, checks };
      // The reasons go to the log (the drivers and the S3 check say what failed, never the
      // credentials); the answer names only the dependencies.
      request.log.warn(
        { failed: Object.fromEntries(failed.map((key) => [key, outcomes[key].reason])) },
        "not ready",
      );
      return reply.status(503).send({
        message: `Not ready: ${failed.map((key) => DEPENDENCY_NAMES[key]).join(", ")} cannot be reached`,
        code: "NOT_READY" as const,
        status: "not ready" as const,
        checks,
      });
    },
  );
};
