import { healthResponseSchema } from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { DatabaseHandle } from "../db/client";

export type HealthRouteOptions = { database: DatabaseHandle; productName: string };

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
};
