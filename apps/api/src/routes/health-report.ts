import {
  fhirBundleSchema,
  healthReportQuerySchema,
  recommendationsResponseSchema,
  ROLE_IDS,
  symptomFoldersResponseSchema,
} from "@pkg/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import { preferencesOf } from "../services/glucose";
import type { HealthReportService, ReportPerson } from "../services/health-report";
import { bearer, errorResponses } from "./common";

export type HealthReportRouteOptions = { requireUser: RequireUser; healthReport: HealthReportService };

const person = (request: FastifyRequest): ReportPerson => {
  const { user } = authOf(request);
  return { id: user.id, name: user.name, dob: user.dob, ...preferencesOf(user) };
};

const PERIOD_DESCRIPTION =
  "`from` and `to` are local days (YYYY-MM-DD), both optional: the last 90 days by default, the start not after the end, neither in the future, at most 3 years. `timeZone` says where today is: the person's zone when absent (before one is set, their latest entry's).";

/**
 * What a client's health data leads to: reading for their worst symptoms, the symptom folders of
 * the library, the clinician report (PDF) and the FHIR R4 export. The report and the export are
 * the caller's own data only, sent as downloads that no cache keeps.
 */
export const healthReportRoutes: FastifyPluginAsyncZod<HealthReportRouteOptions> = async (app, options) => {
  const { requireUser, healthReport } = options;
  const onlyClient = requireUser(ROLE_IDS.client);

  app.get(
    "/menopause/recommendations",
    {
      onRequest: onlyClient,
      schema: {
        tags: ["menopause"],
        summary: "Published reading for the caller's worst symptoms",
        description:
          "The symptoms at 2 or more in the latest full check-in (updated by quick logs of the last 14 days), worst first, and up to 6 published items for clients on their topics. Both lists are empty before the first check-in.",
        security: bearer,
        response: { 200: recommendationsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => healthReport.recommendations(authOf(request).user.id),
  );

  app.get(
    "/folders/symptoms-subfolders",
    {
      onRequest: requireUser(),
      schema: {
        tags: ["content"],
        summary: "The eleven symptom topics of the library and how many published items each has",
        description:
          "In the Menopause Rating Scale's order. A client counts only the items for clients; staff count every published item.",
        security: bearer,
        response: { 200: symptomFoldersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => healthReport.symptomFolders({ roleId: authOf(request).user.roleId }),
  );

  app.get(
    "/health/report.pdf",
    {
      onRequest: onlyClient,
      schema: {
        tags: ["health report"],
        summary: "A clinician-ready PDF of the caller's health data for a period",
        description: `MRS trend and check-ins, mood summary, glucose summary, health history and medications, as a download. ${PERIOD_DESCRIPTION}`,
        produces: ["application/pdf"],
        security: bearer,
        querystring: healthReportQuerySchema,
        response: {
          200: z.unknown().describe("The PDF file (application/pdf), sent as an attachment"),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const report = await healthReport.reportPdf(person(request), request.query);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${report.fileName}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(report.data);
    },
  );

  app.get(
    "/health/export.json",
    {
      onRequest: onlyClient,
      schema: {
        tags: ["health report"],
        summary: "The caller's health data for a period as a FHIR R4 Bundle",
        description: `A \`collection\` Bundle: the Patient, each full MRS check-in as a QuestionnaireResponse, glucose readings (LOINC 41653-7 for a meter, 99504-3 for CGM, in mg/dL) and moods as Observations. Sent as a download. ${PERIOD_DESCRIPTION}`,
        produces: ["application/fhir+json"],
        security: bearer,
        querystring: healthReportQuerySchema,
        response: { 200: fhirBundleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { fileName, bundle } = await healthReport.fhirExport(person(request), request.query);
      return reply
        .type("application/fhir+json")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(bundle);
    },
  );
};
