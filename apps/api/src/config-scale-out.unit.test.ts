import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config";

const KEY = "k".repeat(32);
const OTHER = "o".repeat(32);

/** The problems of a configuration, or [] when it loads. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("object storage settings", () => {
  it("reads S3_URL: keys, host, bucket, region, path style and plain http", () => {
    const { s3 } = loadConfig({
      S3_URL:
        "s3://AKIA%2Fkey:se%2Bcret@minio.internal:9000/haven-files?region=eu-west-1&forcePathStyle=true&tls=false",
    });
    expect(s3).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "haven-files",
      region: "eu-west-1",
      credentials: { accessKeyId: "AKIA/key", secretAccessKey: "se+cret" },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_URL: "s3://s3.amazonaws.com/my-bucket" }).s3).toMatchObject({
      endpoint: "https://s3.amazonaws.com",
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("reads the separate S3_* settings, and leaves files on the disk without any", () => {
    expect(
      loadConfig({
        S3_ENDPOINT: "https://objects.example.com",
        S3_BUCKET: "haven",
        S3_REGION: "auto",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      endpoint: "https://objects.example.com",
      bucket: "haven",
      region: "auto",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: "haven" }).s3).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("names every mistake, never echoing a secret", () => {
    const secret = "Very-Secret-Value-123";
    const problems = [
      ...problemsOf({ S3_URL: `http://id:${secret}@host/bucket` }),
      ...problemsOf({ S3_URL: `s3://id:${secret}@host/` }),
      ...problemsOf({ S3_URL: `s3://id:${secret}@host/bkt?colour=blue&forcePathStyle=yes` }),
      ...problemsOf({ S3_URL: `s3://id@host/bucket` }),
      ...problemsOf({ S3_URL: `not a url ${secret}` }),
      ...problemsOf({ S3_URL: "s3://host/bucket", S3_BUCKET: "other" }),
      ...problemsOf({ S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: secret }),
      ...problemsOf({ S3_BUCKET: "b", S3_ENDPOINT: `https://id:${secret}@host/path` }),
    ];
    expect(problems.join("\n")).not.toContain(secret);
    expect(problems).toEqual([
      expect.stringMatching(/^S3_URL must start with s3:\/\//),
      expect.stringMatching(/^S3_URL must end with a bucket name/),
      'S3_URL has an unknown option "colour" (known: region, forcePathStyle, tls)',
      "S3_URL's forcePathStyle must be true or false",
      expect.stringMatching(/^S3_URL must hold both the access key and the secret key/),
      expect.stringMatching(/^S3_URL must be a URL such as/),
      "S3_URL already holds the object storage settings: unset S3_BUCKET",
      "S3_BUCKET is required with the other S3_* settings",
      expect.stringMatching(/^S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/),
      expect.stringMatching(/^S3_BUCKET must be a bucket name/),
    ]);
  });
});

describe("signing keys settings", () => {
  it("JWT_SECRETS lists keys, the signing one first, and needs DATA_ENCRYPTION_KEY", () => {
    const config = loadConfig({ JWT_SECRETS: `${KEY}, ${OTHER}`, DATA_ENCRYPTION_KEY: OTHER });
    expect(config.jwtSecrets).toEqual([KEY, OTHER]);
    expect(config.dataEncryptionKey).toBe(OTHER);
    expect(problemsOf({ JWT_SECRETS: KEY })).toEqual([
      expect.stringMatching(/^JWT_SECRETS needs DATA_ENCRYPTION_KEY/),
    ]);
    expect(problemsOf({ JWT_SECRETS: `${KEY},short`, DATA_ENCRYPTION_KEY: OTHER })).toEqual([
      expect.stringMatching(/^JWT_SECRETS must be comma-separated keys of at least 32 characters/),
    ]);
    expect(problemsOf({ JWT_SECRET: KEY, JWT_SECRETS: KEY, DATA_ENCRYPTION_KEY: OTHER })).toEqual([
      expect.stringMatching(/^Set JWT_SECRET or JWT_SECRETS, not both/),
    ]);
  });

  it("a JWT_SECRET keeps its exact meaning, commas included", () => {
    const withComma = `${KEY},${OTHER}`;
    expect(loadConfig({ JWT_SECRET: withComma }).jwtSecret).toBe(withComma);
  });

  it("production with PostgreSQL may keep its keys in the database", () => {
    const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/haven" });
    expect(config.jwtSecret).toBeUndefined();
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^JWT_SECRET is required when NODE_ENV=production without DATABASE_URL/),
    ]);
  });
});
