import { createHash, randomBytes } from "node:crypto";

import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Argon2id (the library's const enum value 2, spelled out: const enums do not cross modules). */
const ARGON2ID = 2 as Algorithm;

export type PasswordHashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** Argon2id at OWASP's recommended cost: 19 MiB of memory, 2 passes, 1 lane (the library's defaults). */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The cost the API's own tests hash at (their setup file sets it): they sign up and sign in
 * thousands of people, which took minutes at the real cost, and they check what is done with a
 * hash, not how hard it is to break. Never used outside a test run.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

let cost = PASSWORD_HASH_COST;

/** Sets the cost of the hashes made from now on; anything below the real cost only in a test run. */
export function setPasswordHashCost(next: PasswordHashCost): void {
  const lower = (Object.keys(PASSWORD_HASH_COST) as (keyof PasswordHashCost)[]).some(
    (key) => next[key] < PASSWORD_HASH_COST[key],
  );
  if (lower && !process.env.VITEST)
    throw new Error("password hashes below the real cost are for test runs only");
  cost = next;
}

/**
 * An Argon2id hash of the password. It records its own cost, so verifying a hash made at another
 * cost still works.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made once, verified against when an account does not exist, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await decoyHash, password);
  return false;
}

/** A random link token: 32 bytes, hex. Only its sha256 is stored. */
export function randomToken(): string {
  return randomBytes(32).toString("hex");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
