import path from "node:path";

import { fileURLToPath } from "node:url";

import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";

import { ConfigError, loadConfig } from "./config";
import { loggerOptions } from "./plugins/logger";

/** `data/` at the repository root. */
const repositoryData = fileURLToPath(new URL("../../../data", import.meta.url));

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(repositoryData);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.productName).toBe("Haven");
  });

  it("keeps its data in the repository's data/ whether started at the root or in apps/api", () => {
    const cwd = vi.spyOn(process, "cwd");
    try {
      cwd.mockReturnValue(fileURLToPath(new URL("../", import.meta.url)));
      expect(loadConfig({}).dataDir).toBe(repositoryData);
      cwd.mockReturnValue(fileURLToPath(new URL("../../../", import.meta.url)));
      expect(loadConfig({}).dataDir).toBe(repositoryData);
      expect(loadConfig({ DATA_DIR: "./elsewhere" }).dataDir).toBe(path.resolve("./elsewhere"));
    } finally {
      cwd.mockRestore();
    }
  });

  it("listens on loopback only outside production unless HOST is set", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("believes no proxy about client addresses unless TRUST_PROXY says which", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "my proxy" })).toThrow("TRUST_PROXY must be true, false");
  });

  it("names every bad value in one error", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", NODE_ENV: "staging" })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", NODE_ENV: "staging" });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "PORT must be a number",
        "DATABASE_URL must be a postgres:// or postgresql:// URL",
        "NODE_ENV must be development, production or test",
      ]);
    }
    expect(() => loadConfig({ PORT: "70000" })).toThrow("PORT must be between 0 and 65535");
  });

  it("caches checked sessions for 10 s unless told otherwise, and 0 turns that off", () => {
    expect(loadConfig({}).sessionCacheSeconds).toBe(10);
    expect(loadConfig({ SESSION_CACHE_SECONDS: "0" }).sessionCacheSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: "3600" })).toThrow(
      "SESSION_CACHE_SECONDS must be between 0 and 300 seconds",
    );
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: "soon" })).toThrow(
      "SESSION_CACHE_SECONDS must be a number of seconds",
    );
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("needs a JWT secret in production, and never seeds there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      "JWT_SECRET is required when NODE_ENV=production without DATABASE_URL (32+ random characters)",
    );
    const production = loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) });
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow("JWT_SECRET must be at least 32 characters");
  });

  it("checks the web origin, SMTP URL, sender and limits", () => {
    try {
      loadConfig({
        WEB_ORIGIN: "https://app.example.com/path",
        SMTP_URL: "http://mail",
        MAIL_FROM: "nobody",
        RATE_LIMIT_MAX: "0",
        ACCESS_TOKEN_TTL: "5",
      });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "ACCESS_TOKEN_TTL must be between 60 and 86400 seconds",
        "WEB_ORIGIN must be an origin such as https://haven.example.com (no path)",
        "SMTP_URL must be an smtp:// or smtps:// URL",
        'MAIL_FROM must be an address, e.g. "Haven <no-reply@example.com>"',
        "RATE_LIMIT_MAX must be at least 1",
      ]);
    }
    const config = loadConfig({
      WEB_ORIGIN: "https://app.example.com/",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Haven <hello@example.com>",
      PORT: "8080",
    });
    expect(config.webOrigin).toBe("https://app.example.com");
    expect(config.publicUrl).toBe("https://app.example.com");
    expect(config.mailFrom).toBe("Haven <hello@example.com>");
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("uses an OpenAI-compatible endpoint only when AI_BASE_URL and AI_MODEL say which", () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(
      loadConfig({
        AI_BASE_URL: "https://api.example.com/v1/",
        AI_API_KEY: "sk-test-123",
        AI_MODEL: "small-1",
      }).ai,
    ).toEqual({ baseUrl: "https://api.example.com/v1", apiKey: "sk-test-123", model: "small-1" });
    // A local server often needs no key.
    expect(loadConfig({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3" }).ai).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "llama3",
    });
    expect(loadConfig({ AI_BASE_URL: "", AI_API_KEY: "", AI_MODEL: "" }).ai).toBeUndefined();
  });

  it("refuses a bad AI endpoint, names the missing model, and never repeats the key", () => {
    for (const url of [
      "api.example.com/v1",
      "ftp://api.example.com",
      "https://user:sk-secret@api.example.com/v1",
    ]) {
      expect(() => loadConfig({ AI_BASE_URL: url, AI_MODEL: "m" })).toThrow(
        "AI_BASE_URL must be an http:// or https:// URL such as https://api.openai.com/v1",
      );
    }
    expect(() => loadConfig({ AI_BASE_URL: "https://api.example.com/v1" })).toThrow(
      "AI_MODEL is required when AI_BASE_URL is set (the model's name at that endpoint)",
    );
    expect(() => loadConfig({ AI_API_KEY: "sk-alone" })).toThrow("AI_API_KEY and AI_MODEL need AI_BASE_URL");
    try {
      loadConfig({ AI_BASE_URL: "https://api.example.com/v1", AI_API_KEY: "sk-two words", AI_MODEL: "m" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(["AI_API_KEY must be one line without spaces"]);
      expect((error as ConfigError).message).not.toContain("sk-two");
    }
  });

  it("reads the assistant's fair use per hour, 60 by default, and refuses what is not a count", () => {
    expect(loadConfig({}).aiQuestionsPerHour).toBe(60);
    expect(loadConfig({ AI_QUESTIONS_PER_HOUR: "120" }).aiQuestionsPerHour).toBe(120);
    for (const value of ["0", "-5", "2.5", "many", "10001"]) {
      expect(() => loadConfig({ AI_QUESTIONS_PER_HOUR: value }), value).toThrow(
        /AI_QUESTIONS_PER_HOUR must be/,
      );
    }
  });

  it("shares limits through Redis only when REDIS_URL is set, under the haven: prefix by default", () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      keyPrefix: "haven:",
    });
    expect(
      loadConfig({ REDIS_URL: "rediss://:pw@cache:6380/2", REDIS_KEY_PREFIX: "staging:" }).redis,
    ).toEqual({
      url: "rediss://:pw@cache:6380/2",
      keyPrefix: "staging:",
    });
    expect(() => loadConfig({ REDIS_URL: "127.0.0.1:6379" })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => loadConfig({ REDIS_URL: "redis://x", REDIS_KEY_PREFIX: "has space" })).toThrow(
      /REDIS_KEY_PREFIX must be/,
    );
  });

  it("keeps the AI key out of the log wherever the settings are logged", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ level: "info", stream: { write: (line) => lines.push(line) } }),
    });
    const config = loadConfig({
      AI_BASE_URL: "https://api.example.com/v1",
      AI_API_KEY: "sk-log-9f8e7d",
      AI_MODEL: "m",
    });
    app.log.info({ config }, "settings");
    app.log.info({ settings: config.ai }, "settings");
    app.log.info({ env: { AI_API_KEY: config.ai!.apiKey } }, "environment");
    app.log.info({ request: { headers: { authorization: `Bearer ${config.ai!.apiKey}` } } }, "request");
    await app.close();
    expect(lines).toHaveLength(4);
    expect(lines.join("")).not.toContain("sk-log-9f8e7d");
    expect(lines.join("")).toContain("https://api.example.com/v1");
  });
});
