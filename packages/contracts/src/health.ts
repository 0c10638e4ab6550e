import { z } from "zod";

export const databaseKindSchema = z.enum(["pglite", "postgres"]);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  product: z.string(),
  database: databaseKindSchema,
  migrations: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** How one dependency answered the readiness check: never more than this (no addresses, no secrets). */
export const readinessCheckSchema = z.enum(["ok", "failed", "not configured"]);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** The dependencies an instance needs before it takes traffic. */
export const readinessChecksSchema = z.object({
  database: readinessCheckSchema,
  redis: readinessCheckSchema,
  objectStore: readinessCheckSchema,
});

/** `GET /api/ready`, 200: every configured dependency answered. */
export const readinessResponseSchema = z.object({
  status: z.literal("ready"),
  checks: readinessChecksSchema,
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** `GET /api/ready`, 503: the error shape, and which dependency failed. */
export const notReadyResponseSchema = z.object({
  message: z.string(),
  code: z.literal("NOT_READY"),
  status: z.literal("not ready"),
  checks: readinessChecksSchema,
});
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;
