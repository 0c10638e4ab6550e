/**
 * Once per run, before the end-to-end files: the built server starts on an empty data directory,
 * migrates and seeds it (the demo accounts and the seed library), and stops. Each file's server
 * then starts on a copy of that directory instead of migrating and seeding again (seconds each).
 * The copy holds no signing secret, so every server still makes its own.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data directory the built server has migrated and seeded; copied, never used in place. */
    e2eSeededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const holder = await mkdtemp(path.join(tmpdir(), "haven-e2e-seeded-"));
  const seeded = path.join(holder, "data");
  const server = await startServer({}, { dataDir: seeded, keepDataDir: true });
  await server.stop();
  await rm(path.join(seeded, "jwt-secret"), { force: true });
  project.provide("e2eSeededDataDir", seeded);
  return async () => {
    await rm(holder, { recursive: true, force: true });
  };
}
