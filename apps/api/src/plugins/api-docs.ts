import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

import { API_DOCS_PREFIX, API_PREFIX } from "../lib/api-paths";
import { apiReferencePolicy } from "./security-headers";

export type ApiDocsOptions = {
  productName: string;
  production: boolean;
};

/**
 * The OpenAPI document, made from every route's zod schemas, at `/api/openapi.json`, and its
 * browsable reference at `/api/docs`. It is registered on the root instance, before the routes,
 * so the document lists every route registered after it.
 */
export const apiDocs = fp<ApiDocsOptions>(
  async (app, { productName, production }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: `${productName} API`,
          description: `The API of ${productName}. Errors answer \`{ message, code, fieldErrors? }\`.`,
          version: "1.0.0",
        },
        components: {
          securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: apiReferencePolicy(production),
    });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "api-docs", fastify: "5.x" },
);
