import { healthExportFileName, healthReportFileName } from "@pkg/contracts";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { withParams } from "../server-api/base-query";

/** The clinician PDF (`pdf`) or the FHIR R4 export (`fhir`). */
export type HealthFileFormat = "pdf" | "fhir";

/** The period (local days, both included) and where today is. */
export type HealthFileQuery = { from: string; to: string; timeZone?: string };

const URLS: Record<HealthFileFormat, string> = {
  pdf: "/health/report.pdf",
  fhir: "/health/export.json",
};

/**
 * An error answer read as a file holds the API's JSON error in a Blob: read it, so the person
 * sees the server's message and the fields' messages rather than the transport's.
 */
export async function readBlobError(error: ApiError): Promise<ApiError> {
  const data = error.data;
  if (typeof Blob === "undefined" || !(data instanceof Blob)) return error;
  try {
    const body = JSON.parse(await data.text()) as { message?: unknown };
    const message = typeof body.message === "string" && body.message ? body.message : error.message;
    return new ApiError(error.status, message, body);
  } catch {
    return new ApiError(error.status, error.message);
  }
}

/**
 * The report or the export of a period, fetched with the person's credentials through the app's
 * API client (neither is ever cached), with the file name the API gives it. A failure rejects
 * with the ApiError of spec section 8.
 */
export async function fetchHealthFile(
  client: ApiClient,
  format: HealthFileFormat,
  query: HealthFileQuery,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  try {
    const blob = await client.get<Blob>(withParams(URLS[format], query), { responseType: "blob", signal });
    const period = { from: query.from, to: query.to };
    return { blob, fileName: format === "pdf" ? healthReportFileName(period) : healthExportFileName(period) };
  } catch (error) {
    throw error instanceof ApiError ? await readBlobError(error) : error;
  }
}
