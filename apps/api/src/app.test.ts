import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { migrationsFolder } from "./paths";
import { createTestDatabase } from "./test/database";

const expectedKind = process.env.HAVEN_TEST_DB === "postgres" ? "postgres" : "pglite";
/** Every migration of the journal is applied at start. */
const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

describe("the server", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), "haven-web-"));
    await mkdir(path.join(webDistDir, "assets"));
    await writeFile(
      path.join(webDistDir, "index.html"),
      "<!doctype html><title>Haven</title><div id=root></div>",
    );
    await writeFile(path.join(webDistDir, "assets", "app.js"), "console.log('haven')");
    database = await createTestDatabase();
    app = await buildApp({
      config: { productName: "Haven", logLevel: "silent", webDistDir, nodeEnv: "test" },
      database,
      logger: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it("answers the health check with the database kind after migrating", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      product: "Haven",
      database: expectedKind,
      migrations: migrationCount,
    });
    expect(response.headers["x-request-id"]).toMatch(/^[\w-]+$/);
  });

  it("answers unknown API paths with a JSON 404, not the web page", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No route for GET /api/nothing-here", code: "NOT_FOUND" });
    const post = await app.inject({ method: "POST", url: "/api/nothing-here", payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it("serves the built web app, its assets, and its page for client-side routes", async () => {
    const page = await app.inject({ method: "GET", url: "/register" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<div id=root>");
    const deep = await app.inject({ method: "GET", url: "/content-manager/library?tab=1" });
    expect(deep.body).toContain("<div id=root>");
    const asset = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("keeps the request id a client sends, and makes one otherwise", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(response.headers["x-request-id"]).toBe("abc-123");
  });
});
