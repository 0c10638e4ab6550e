import { createCipheriv, hkdfSync, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { decodeProtectedHeader, SignJWT } from "jose";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appSettings, twoFactor } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "../db/client";
import {
  ENCRYPTION_SECRET_SETTING,
  ensureDatabaseKeys,
  keyId,
  readDatabaseKeys,
  rotateDatabaseKey,
  SIGNING_KEYS_SETTING,
} from "./signing-keys";

const profile = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: "/api/user/profile", headers: bearer(token) });

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

/**
 * A TOTP secret encrypted exactly as before keys could rotate: AES-256-GCM with a key derived
 * from the JWT secret, `v1.iv.tag.ciphertext`.
 */
function encryptAsBefore(jwtSecret: string, plain: string): string {
  const key = Buffer.from(hkdfSync("sha256", jwtSecret, "haven-two-factor", "totp-secret", 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

/** Turns the authenticator app on in the database with a secret encrypted the old way; signs in with it. */
async function signInWithOldTotp(t: TestApp, jwtSecret: string): Promise<number> {
  const person = await t.signUp(2);
  const secret = new Secret({ size: 20 }).base32;
  await t.database.db.insert(twoFactor).values({
    userId: person.userId,
    method: "totp",
    totpSecret: encryptAsBefore(jwtSecret, secret),
    enabledAt: new Date(),
  });
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: person.email, password: person.password },
  });
  const { challenge } = login.json<{ challenge: string }>();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const done = await t.app.inject({
    method: "POST",
    url: "/api/user/login/second-factor",
    payload: { challenge, code },
  });
  return done.statusCode;
}

describe("signing keys kept in the database (no JWT_SECRET)", () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two instances on one database, started together, neither given a JWT secret.
    [a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it("instances starting together keep one key, and each accepts the other's tokens", async () => {
    const [keys] = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, SIGNING_KEYS_SETTING));
    expect(JSON.parse(keys!.value)).toHaveLength(1);
    const person = await a.signUp(3);
    expect((await profile(a, person.accessToken)).statusCode).toBe(200);
    expect((await profile(b, person.accessToken)).statusCode).toBe(200);
    const other = await b.signUp(3);
    expect((await profile(a, other.accessToken)).statusCode).toBe(200);
    expect(kidOf(person.accessToken)).toBe(kidOf(other.accessToken));
  });

  it(
    "many first starts at once agree on one key",
    async () => {
      const fresh = await createTestDatabase();
      try {
        const all = await Promise.all(Array.from({ length: 5 }, () => ensureDatabaseKeys(fresh.db)));
        expect(new Set(all.map((keys) => keys.secrets.join(","))).size).toBe(1);
        expect(new Set(all.map((keys) => keys.encryptionSecret)).size).toBe(1);
      } finally {
        await fresh.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    "a rotation signs new tokens with the new key, and old tokens stay valid everywhere",
    async () => {
      const before = await a.signUp(3);
      const oldKid = kidOf(before.accessToken);
      const report = await rotateDatabaseKey(database.db);
      expect(report.keptKids).toEqual([oldKid]);
      expect(report.newKid).not.toBe(oldKid);

      // An instance started after the rotation signs with the new key and accepts the old token.
      const c = await createTestApp({ database });
      try {
        const after = await c.signUp(3);
        expect(kidOf(after.accessToken)).toBe(report.newKid);
        expect((await profile(c, before.accessToken)).statusCode).toBe(200);
        // Instances started before it learn the new key from the first token signed with it…
        expect((await profile(a, after.accessToken)).statusCode).toBe(200);
        expect((await profile(b, after.accessToken)).statusCode).toBe(200);
        // …then sign with it too, and still accept the old token.
        const fromA = await a.signUp(3);
        expect(kidOf(fromA.accessToken)).toBe(report.newKid);
        expect((await profile(a, before.accessToken)).statusCode).toBe(200);
        expect((await profile(b, before.accessToken)).statusCode).toBe(200);
      } finally {
        await c.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it("keeps a replaced key for a day, then drops it", async () => {
    const kept = await readDatabaseKeys(database.db);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const report = await rotateDatabaseKey(database.db, { now: inTwoDays });
    // The key signing until now stays; those replaced more than a day before are gone.
    expect(report.keptKids).toEqual([keyId(kept[0]!)]);
    expect(report.droppedCount).toBe(kept.length - 1);
    expect(await readDatabaseKeys(database.db)).toHaveLength(2);
  });

  it("refuses a token whose key id no instance knows", async () => {
    const person = await a.signUp(3);
    const [header, payload] = person.accessToken.split(".");
    const forged = JSON.parse(Buffer.from(header!, "base64url").toString()) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify({ ...forged, kid: "unknown-key-id" })).toString("base64url");
    const signature = person.accessToken.split(".")[2];
    expect((await profile(a, `${changed}.${payload}.${signature}`)).statusCode).toBe(401);
  });

  it("two-factor secrets stay readable after rotations (their key never rotates)", async () => {
    const [row] = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, ENCRYPTION_SECRET_SETTING));
    await rotateDatabaseKey(database.db);
    expect(await signInWithOldTotp(a, row!.value)).toBe(200);
    expect(await readDatabaseKeys(database.db)).not.toContain(row!.value);
  });
});

describe("keys from the environment", () => {
  const oldSecret = "the secret this install has always had, 32+ chars";
  const newSecret = "a new secret that signs from now on, 32+ characters";
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, SETUP_TIMEOUT);
  afterAll(async () => database?.close());

  it(
    "JWT_SECRET wins over the database, and reads two-factor secrets encrypted before",
    async () => {
      const t = await createTestApp({ database, config: { jwtSecret: oldSecret } });
      try {
        const person = await t.signUp(3);
        expect(kidOf(person.accessToken)).toBe(keyId(oldSecret));
        expect(await signInWithOldTotp(t, oldSecret)).toBe(200);
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    "JWT_SECRETS: the first signs, the others verify; DATA_ENCRYPTION_KEY keeps two-factor readable",
    async () => {
      const before = await createTestApp({ database, config: { jwtSecret: oldSecret } });
      const after = await createTestApp({
        database,
        config: { jwtSecrets: [newSecret, oldSecret], dataEncryptionKey: oldSecret },
      });
      const dropped = await createTestApp({
        database,
        config: { jwtSecrets: [newSecret], dataEncryptionKey: oldSecret },
      });
      try {
        const old = await before.signUp(3);
        expect((await profile(after, old.accessToken)).statusCode).toBe(200);
        const fresh = await after.signUp(3);
        expect(kidOf(fresh.accessToken)).toBe(keyId(newSecret));
        expect((await profile(before, fresh.accessToken)).statusCode).toBe(401);
        // Once the old key is dropped its tokens end, but two-factor secrets still open.
        expect((await profile(dropped, old.accessToken)).statusCode).toBe(401);
        expect((await profile(dropped, fresh.accessToken)).statusCode).toBe(200);
        expect(await signInWithOldTotp(dropped, oldSecret)).toBe(200);
      } finally {
        await before.close();
        await after.close();
        await dropped.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it(
    "tokens made before key ids (no kid) still verify",
    async () => {
      const t = await createTestApp({
        database,
        config: { jwtSecrets: [newSecret, oldSecret], dataEncryptionKey: oldSecret },
      });
      try {
        const person = await t.signUp(3);
        const [, payload] = person.accessToken.split(".");
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
        const legacy = await new SignJWT(claims)
          .setProtectedHeader({ alg: "HS256" })
          .sign(new TextEncoder().encode(oldSecret));
        expect((await profile(t, legacy)).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT,
  );
});

describe("a PostgreSQL install that kept its key in the data directory", () => {
  it(
    "adopts that key on first use, so its tokens and two-factor secrets stay valid",
    async () => {
      const database = await createTestDatabase();
      const dataDir = await mkdtemp(path.join(tmpdir(), "haven-keys-"));
      const secret = randomBytes(48).toString("base64url");
      await writeFile(path.join(dataDir, "jwt-secret"), `${secret}\n`);
      const t = await createTestApp({ database, config: { dataDir } });
      try {
        const person = await t.signUp(3);
        expect(kidOf(person.accessToken)).toBe(keyId(secret));
        expect(await signInWithOldTotp(t, secret)).toBe(200);
        expect(await readDatabaseKeys(database.db)).toEqual([secret]);
      } finally {
        await t.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    SETUP_TIMEOUT,
  );
});
