/**
 * Where files go when they go to S3-compatible object storage. `credentials` are secrets: they
 * are never logged nor named in an error (`describeS3` says where files go without them).
 */
export type S3Settings = {
  /** The service's base URL (MinIO, Ceph, R2…); unset: Amazon S3 of `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's default chain (AWS_* variables, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` instead of `bucket.host/key` (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
};

export type S3Env = {
  S3_URL?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | undefined;
};

const DEFAULT_REGION = "us-east-1";
// Bucket names as S3 allows them (3–63 lower-case letters, digits, dots and hyphens).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const S3_URL_EXAMPLE =
  "s3://ACCESS_KEY:SECRET_KEY@host:9000/bucket?region=us-east-1&forcePathStyle=true (add tls=false for plain http)";

/**
 * The object storage settings, from `S3_URL` or from the separate `S3_*` variables (not both), or
 * undefined when none is set (files stay on the disk). Problems are described without the values,
 * which may hold a secret.
 */
export function parseS3Settings(env: S3Env): { settings: S3Settings | undefined; problems: string[] } {
  const separate = (
    [
      "S3_ENDPOINT",
      "S3_BUCKET",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_FORCE_PATH_STYLE",
    ] as const
  ).filter((name) => env[name] !== undefined);
  if (env.S3_URL !== undefined) {
    if (separate.length > 0)
      return {
        settings: undefined,
        problems: [`S3_URL already holds the object storage settings: unset ${separate.join(", ")}`],
      };
    return fromUrl(env.S3_URL);
  }
  if (separate.length === 0) return { settings: undefined, problems: [] };
  return fromSeparate(env);
}

function fromUrl(value: string): { settings: S3Settings | undefined; problems: string[] } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { settings: undefined, problems: [`S3_URL must be a URL such as ${S3_URL_EXAMPLE}`] };
  }
  const problems: string[] = [];
  if (url.protocol !== "s3:") problems.push(`S3_URL must start with s3://, e.g. ${S3_URL_EXAMPLE}`);
  if (!url.hostname)
    problems.push("S3_URL must name the storage's host, e.g. s3://…@minio.internal:9000/bucket");
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (!BUCKET.test(bucket))
    problems.push("S3_URL must end with a bucket name (3–63 lower-case letters, digits, dots or hyphens)");
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(password))
    problems.push("S3_URL must hold both the access key and the secret key (s3://KEY:SECRET@…), or neither");
  const known = new Set(["region", "forcePathStyle", "tls"]);
  for (const name of url.searchParams.keys()) {
    if (!known.has(name))
      problems.push(`S3_URL has an unknown option "${name}" (known: region, forcePathStyle, tls)`);
  }
  const region = url.searchParams.get("region") ?? DEFAULT_REGION;
  if (!REGION.test(region)) problems.push("S3_URL's region must be a region name such as eu-west-1");
  const forcePathStyle = flag(url.searchParams.get("forcePathStyle"), "S3_URL's forcePathStyle", problems);
  const tls = flag(url.searchParams.get("tls"), "S3_URL's tls", problems) ?? true;
  if (problems.length > 0) return { settings: undefined, problems };
  return {
    settings: {
      endpoint: `${tls ? "https" : "http"}://${url.host}`,
      bucket,
      region,
      credentials: user ? { accessKeyId: user, secretAccessKey: password } : undefined,
      forcePathStyle: forcePathStyle ?? false,
    },
    problems,
  };
}

function fromSeparate(env: S3Env): { settings: S3Settings | undefined; problems: string[] } {
  const problems: string[] = [];
  let endpoint: string | undefined;
  if (env.S3_ENDPOINT !== undefined) {
    try {
      const url = new URL(env.S3_ENDPOINT);
      if (
        (url.protocol !== "http:" && url.protocol !== "https:") ||
        url.username ||
        url.password ||
        url.pathname !== "/" ||
        url.search
      )
        throw new Error("not a bare endpoint");
      endpoint = url.origin;
    } catch {
      problems.push(
        "S3_ENDPOINT must be an http:// or https:// address such as https://minio.internal:9000 (no path; keys go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)",
      );
    }
  }
  const bucket = env.S3_BUCKET;
  if (bucket === undefined) problems.push("S3_BUCKET is required with the other S3_* settings");
  else if (!BUCKET.test(bucket))
    problems.push("S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots or hyphens)");
  const region = env.S3_REGION ?? DEFAULT_REGION;
  if (!REGION.test(region)) problems.push("S3_REGION must be a region name such as eu-west-1");
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither");
  const forcePathStyle = flag(env.S3_FORCE_PATH_STYLE, "S3_FORCE_PATH_STYLE", problems);
  if (problems.length > 0) return { settings: undefined, problems };
  return {
    settings: {
      endpoint,
      bucket: bucket!,
      region,
      credentials:
        accessKeyId !== undefined && secretAccessKey !== undefined
          ? { accessKeyId, secretAccessKey }
          : undefined,
      forcePathStyle: forcePathStyle ?? false,
    },
    problems,
  };
}

function flag(value: string | null | undefined, name: string, problems: string[]): boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  problems.push(`${name} must be true or false`);
  return undefined;
}

/** Where files go, for the start-up line and logs: never the credentials. */
export function describeS3(settings: S3Settings): string {
  const where = settings.endpoint ?? `Amazon S3 (${settings.region})`;
  return `bucket ${settings.bucket} at ${where}`;
}
