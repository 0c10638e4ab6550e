import type { FolderActionResult } from "@pkg/screens";
import type { SerializedApiError } from "@pkg/stores";

import { fieldErrorsOf } from "../../app/api-errors";

const FAILED = "Check your connection and try again.";

/** A mutation's outcome as the folder screens take it: done (with the new id), or the server's reason. */
export async function folderResult<T>(
  request: Promise<{ data?: T; error?: unknown }>,
  idOf?: (data: T) => string,
): Promise<FolderActionResult> {
  const result = await request;
  if (result.error === undefined && result.data !== undefined) {
    return { ok: true, ...(idOf ? { id: idOf(result.data) } : {}) };
  }
  const error = result.error as SerializedApiError | undefined;
  return { ok: false, message: error?.message || FAILED, fieldErrors: fieldErrorsOf(error) };
}
