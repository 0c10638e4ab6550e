import { describe, expect, it } from "vitest";

import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("works out helmet's headers once, with HTTPS ones only when asked for", () => {
    const development = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      strictTransportSecurity: false,
    });
    expect(development).toMatchObject({
      "content-security-policy": "default-src 'self'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
    });
    expect(development).not.toHaveProperty("strict-transport-security");
    expect(development).not.toHaveProperty("x-powered-by");

    const production = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: [] },
      },
    });
    expect(production["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(production["content-security-policy"]).toBe("default-src 'self';upgrade-insecure-requests");
  });
});
