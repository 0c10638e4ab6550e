import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, SETUP_TIMEOUT, type TestApp } from "./test/app";

describe("the server's guards", () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), "haven-web-"));
    await mkdir(path.join(webDistDir, "assets"));
    await writeFile(
      path.join(webDistDir, "index.html"),
      "<!doctype html><title>Haven</title><div id=root></div>",
    );
    t = await createTestApp({
      config: { rateLimit: { max: 3, windowMs: 60_000 }, webOrigin: "https://app.example.com", webDistDir },
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it("rate-limits the auth endpoints with a 429 in the error shape", async () => {
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email: "nobody@example.com", password: "whatever123" },
      });
    for (let i = 0; i < 3; i += 1) expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    });
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("rate-limits user-exist on its own counter", async () => {
    const ask = () => t.app.inject({ url: "/api/user-exist/someone%40example.com" });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });

  it("sends a content security policy the web app can run under", async () => {
    const page = await t.app.inject({ url: "/register" });
    const csp = page.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends API answers and errors the JSON policy: not sniffed, framed, shared or stored", async () => {
    for (const url of ["/api/health", "/api/no-such-route"]) {
      const response = await t.app.inject({ url });
      expect(response.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["cache-control"]).toBe("no-store");
      // Outside production the server may be reached over plain HTTP: no HSTS.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      // Page-only policies stay off JSON.
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
    }
    const page = await t.app.inject({ url: "/register" });
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    // The API reference is a page, and keeps the policy its own page needs.
    const docs = await t.app.inject({ url: "/api/docs/" });
    expect(docs.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(docs.headers["content-security-policy"]).not.toBe(page.headers["content-security-policy"]);
  });

  it("allows cross-origin calls from the configured web origin only", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/api/user/login",
      headers: { origin: "https://app.example.com", "access-control-request-method": "POST" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example.com");
    const other = await t.app.inject({
      method: "OPTIONS",
      url: "/api/user/login",
      headers: { origin: "https://evil.example.com", "access-control-request-method": "POST" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses JSON bodies over 1 MB with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/forgot-password",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@example.com", padding: "x".repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty("code");
  });

  it("documents every route in OpenAPI and serves the reference", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    // Every operation is also in the authorization matrix's table (authorization.test.ts), which
    // fails when one is missing; here: the account routes are documented, and nothing outside /api.
    const paths = Object.keys(document.paths);
    expect(paths.every((route) => route.startsWith("/api/"))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/client/accept-coach-invite",
        "/api/client/invitation-details/{token}",
        "/api/client/onboarding",
        "/api/client/onboarding/progress",
        "/api/coach/invite-client",
        "/api/coach/invitees/import",
        "/api/coach/onboarding",
        "/api/coach/onboarding/progress",
        "/api/health",
        "/api/user-exist/{email}",
        "/api/user/complete-signup",
        "/api/user/delete-account",
        "/api/user/forgot-password",
        "/api/user/login",
        "/api/user/profile",
        "/api/user/profile-picture",
        "/api/user/resend-verification",
        "/api/user/reset-password",
        "/api/user/signout",
        "/api/user/signup",
        "/api/user/verify-reset-token",
      ]),
    );
    const signup = document.paths["/api/user/signup"].post;
    expect(signup.requestBody.content["application/json"].schema.properties).toHaveProperty("phone_number");
    expect(signup.responses).toHaveProperty("409");
    const docs = await t.app.inject({ url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger");
  });

  it("lists sent mail with clickable links in the development mailbox", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: {
        name: "Mia O'Brien & Co",
        email: "mia@example.com",
        phone_number: "15551234567",
        password: "p4ssword!",
        roleID: 3,
      },
    });
    await t.app.outbox.flush();
    const page = await t.app.inject({ url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<a href="http:\/\/haven\.test\/verify-email\?token=[0-9a-f]{64}&#38;email=mia%40example\.com">/,
    );
    expect(page.body).toContain("Mia O&#39;Brien &#38; Co");
    const json = await t.app.inject({ url: "/dev/mailbox.json" });
    expect(json.json()[0]).toMatchObject({ to: "mia@example.com", status: "sent", kind: "verify_email" });
  });
});

describe("people's names and dates", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const signup = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: {
        name: "Nora Name",
        email: `name-${Math.random().toString(36).slice(2)}@example.com`,
        phone_number: "15551234567",
        password: "p4ssword!",
        roleID: 2,
        ...overrides,
      },
    });

  it("refuses a name that carries a link, markup or a line break, with the field's message", async () => {
    for (const name of [
      "Dr Evil https://evil.example",
      "Visit www.evil.example",
      "Dr <b>Evil</b>",
      "A\r\nBcc: x",
    ]) {
      const response = await signup({ name });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(["name"]);
    }
    expect((await signup({ name: "Dr. Paula Núñez-O'Neill" })).statusCode).toBe(201);
  });

  it("refuses a date of birth in the future or before 1900", async () => {
    for (const dob of ["9999-12-31", "1899-12-31", "2999-01-01"]) {
      const response = await signup({ dob });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ dob: "Date of birth must be a past date after 1900" });
    }
    expect((await signup({ dob: "1971-05-04" })).statusCode).toBe(201);
  });
});

describe("the development mailbox from another machine", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("does not exist for a client that is not on loopback, or that came through a proxy", async () => {
    for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
      const remote = await t.app.inject({ url, remoteAddress: "203.0.113.7" });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain("token");
      const forwarded = await t.app.inject({ url, headers: { "x-forwarded-for": "127.0.0.1" } });
      expect(forwarded.statusCode).toBe(404);
      const mapped = await t.app.inject({ url, remoteAddress: "::ffff:127.0.0.1" });
      expect(mapped.statusCode).toBe(200);
      const local6 = await t.app.inject({ url, remoteAddress: "::1" });
      expect(local6.statusCode).toBe(200);
    }
  });
});

describe("in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { nodeEnv: "production" } });
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("has no development mailbox", async () => {
    const response = await t.app.inject({ url: "/dev/mailbox" });
    expect(response.statusCode).toBe(404);
  });
});
