import { createHash, randomBytes } from "node:crypto";

import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Argon2id (the library's const enum value 2, spelled out: const enums do not cross modules). */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
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
