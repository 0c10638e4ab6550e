import { z } from "zod";

/** The one JSON shape every API error answers with. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Shown when a failure carries neither a server message nor a transport message (spec section 8). */
export const UNKNOWN_ERROR_MESSAGE = "Unknown error occurred";
