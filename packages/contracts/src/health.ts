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
