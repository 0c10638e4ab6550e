import { z } from "zod";

/** Largest accepted upload, per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const CERTIFICATE_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const PROFILE_PICTURE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const MAX_CERTIFICATE_FILES = 5;

/** A file the API has stored (a reference, never the bytes). */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** One of the signed-in practitioner's certificate files, by its id (`GET /api/coach/certificates/{id}`). */
export const CERTIFICATE_NOT_FOUND = "No such certificate";
export const certificateParamsSchema = z.object({ id: z.uuid(CERTIFICATE_NOT_FOUND) });
