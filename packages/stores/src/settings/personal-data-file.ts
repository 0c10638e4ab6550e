import { personalDataFileName } from "@pkg/contracts";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { readBlobError } from "../health/health-files";

/**
 * Everything held about the signed-in person (`GET /api/user/export`), fetched with their
 * credentials through the app's API client (never cached), named for `today` (`YYYY-MM-DD`). A
 * failure rejects with the ApiError of spec section 8.
 */
export async function fetchPersonalDataFile(
  client: ApiClient,
  today: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  try {
    const blob = await client.get<Blob>("/user/export", { responseType: "blob", signal });
    return { blob, fileName: personalDataFileName(today) };
  } catch (error) {
    throw error instanceof ApiError ? await readBlobError(error) : error;
  }
}
