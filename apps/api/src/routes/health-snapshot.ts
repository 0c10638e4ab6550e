import { healthSnapshotQuerySchema, healthSnapshotSchema, ROLE_IDS } from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import type { HealthSnapshotService } from "../services/health-snapshot";
import { bearer, errorResponses } from "./common";

export type HealthSnapshotRouteOptions = { requireUser: RequireUser; healthSnapshot: HealthSnapshotService };

/** The client's home: their own latest check-in, trend, mood, glucose and first-run state. */
export const healthSnapshotRoutes: FastifyPluginAsyncZod<HealthSnapshotRouteOptions> = async (
  app,
  options,
) => {
  const { requireUser, healthSnapshot } = options;

  app.get(
    "/health/snapshot",
    {
      onRequest: requireUser(ROLE_IDS.client),
      schema: {
        tags: ["health"],
        summary: "The caller's health snapshot: today's check-in, the 90-day trend, mood and glucose",
        description:
          "Days are local days in `timeZone` (the person's preferred zone when absent, UTC while they have none). `firstRun` is true before anything was logged.",
        security: bearer,
        querystring: healthSnapshotQuerySchema,
        response: { 200: healthSnapshotSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => healthSnapshot.snapshot(authOf(request).user, request.query.timeZone),
  );
};
