import fp from "fastify-plugin";
import type { HelmetOptions } from "helmet";

import { isApiAnswer } from "../lib/api-paths";
import { securityHeaders as helmetHeaders } from "../lib/security-headers";

export type SecurityHeadersOptions = {
  /** Production adds HSTS and `upgrade-insecure-requests`. */
  production: boolean;
};

/** Where the web app may load things from: itself, inline styles (Radix), data:/blob: previews. */
const contentSecurityPolicy = (production: boolean) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", "data:"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'", "blob:"],
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  },
});

/**
 * JSON answers are never rendered as documents, so they need only what stops a browser from
 * sniffing, framing or sharing them; the page policies (script sources, opener isolation…) would
 * be bytes on every answer for nothing.
 */
const apiSecurityHeaderOptions = (strictTransportSecurity: false | undefined): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  originAgentCluster: false,
  referrerPolicy: { policy: "no-referrer" },
  strictTransportSecurity,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * helmet's headers on every answer, worked out once at start-up: pages (the web app,
 * `/dev/mailbox`) get the web app's content security policy, JSON answers under `/api` a short set
 * of their own and `no-store`. HSTS is sent in production only. The API reference sets its own
 * policy after this one (`apiReferencePolicy`).
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { production }) => {
    const hsts = production ? undefined : false;
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(production),
      strictTransportSecurity: hsts,
    });
    const apiHeaders = {
      ...helmetHeaders(apiSecurityHeaderOptions(hsts)),
      // Answers hold personal and health data: no browser or proxy keeps a copy.
      "cache-control": "no-store",
    };
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: "security-headers", fastify: "5.x" },
);

/**
 * The API reference's page keeps the policy Swagger UI ships for itself; outside production it
 * does not ask the browser to upgrade to https, which a plain-http development server lacks.
 */
export const apiReferencePolicy = (production: boolean) => (header: string) =>
  production ? header : header.replace(/\s*upgrade-insecure-requests;?/, "");
