/**
 * Once per run of the API tests on PostgreSQL (vitest.config.ts): a database migrated once, which
 * each test file's database is then created from (`create database … template …`) instead of
 * running every migration again; the migrations still run on each copy and find nothing to do, so
 * a changed migration is never missed. Dropped at the end of the run.
 */
import type { TestProject } from "vitest/node";

import { openDatabase } from "../db/client";
import { createPostgresDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The name of the migrated database that test files' databases are copies of. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createPostgresDatabase();
  try {
    const handle = await openDatabase({ kind: "postgres", url: template.url });
    await handle.close();
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide("postgresTemplate", template.name);
  return template.drop;
}
