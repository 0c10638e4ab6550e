import { rm } from "node:fs/promises";

import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import { useServerAndBrowser } from "./auth-support";
import { newDataDir, runServerToExit, startServer, type RunningServer } from "./server";

describe("npm start's server", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  }, startServer);

  it("answers the health check with the embedded database", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "pglite", product: "Haven" });
  });

  it("serves the web app, which sends / and unknown paths to the registration screen", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/register`);
    await expect(page.title()).resolves.toBe("Haven");
    await page.getByRole("heading", { name: "Select Your Type of Account:" }).waitFor();
    await page.goto(`${server.url}/no-such-page`);
    await page.waitForURL(`${server.url}/register`);
    await page.getByRole("heading", { name: "Select Your Type of Account:" }).waitFor();
    await page.close();
  });

  it("refuses a second server on a port in use, with one clear line", async () => {
    const dataDir = await newDataDir();
    const { code, output } = await runServerToExit({ PORT: String(server.port), DATA_DIR: dataDir });
    await rm(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Port ${server.port} is already in use: stop what runs there, or set PORT to another port.`,
    );
  });

  it("refuses a second server on a database directory in use, with one clear line", async () => {
    const { code, output } = await runServerToExit({ PORT: "0", DATA_DIR: server.dataDir });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      /^The database in .+ is already open in another Haven process: stop that one, or set DATA_DIR to another directory\.$/,
    );
  });

  it("names a bad setting instead of starting", async () => {
    const { code, output } = await runServerToExit({ PORT: "eighty", DATA_DIR: `${server.dataDir}-bad` });
    expect(code).toBe(1);
    expect(output).toContain("PORT must be a number");
  });
});
