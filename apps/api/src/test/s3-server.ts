import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { parseS3Settings, type S3Settings } from "../storage/s3-settings";

type S3rverServer = {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: { closeAllConnections(): void };
};
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  allowMismatchedSignatures: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverServer;

// s3rver is CommonJS without types of its own; its constructor and two methods are all we use.
const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as S3rverClass;

/** The fake server's only account (it checks every request's signature against it). */
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

export type TestS3Server = {
  /** An `S3_URL` for the bucket, as an operator would write it. */
  url: string;
  settings: S3Settings;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its
 * objects in a temporary directory that `close` removes.
 */
export async function startS3Server(bucket = "haven-files"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "haven-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    // s3rver signs a bucket's own path as `/bucket` where the AWS SDK v3 signs `/bucket/` (as
    // Amazon S3 and MinIO do): it would refuse every listing. The access key is still checked.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const url = `s3://${ACCESS_KEY}:${SECRET_KEY}@127.0.0.1:${port}/${bucket}?region=us-east-1&forcePathStyle=true&tls=false`;
  const { settings, problems } = parseS3Settings({ S3_URL: url });
  if (!settings) throw new Error(problems.join("; "));
  return {
    url,
    settings,
    close: async () => {
      // Clients keep their connections alive: end them, or closing waits for them.
      const closed = server.close();
      server.httpServer?.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
