import { createHash, createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { eq, inArray } from "drizzle-orm";

import type { Database, DatabaseHandle } from "../db/client";
import { appSettings } from "../db/schema";

/** The `app_settings` rows of keys kept in the database (PostgreSQL without JWT_SECRET). */
export const SIGNING_KEYS_SETTING = "jwt_signing_keys";
export const ENCRYPTION_SECRET_SETTING = "data_encryption_secret";

/**
 * How long a replaced key still verifies: the longest access-token lifetime the configuration
 * allows (ACCESS_TOKEN_TTL ≤ 86400 s), so a token signed just before a rotation lives out its time
 * on every instance, whatever its TTL.
 */
export const RETIRED_KEY_KEEP_SECONDS = 86_400;

/** A key's id in a token's `kid` header: a digest of the key, the same on every instance. */
export function keyId(secret: string): string {
  return createHash("sha256").update(`haven-jwt-kid:${secret}`).digest("base64url").slice(0, 16);
}

export function newSecret(): string {
  return randomBytes(48).toString("base64url");
}

type Key = { kid: string; key: KeyObject };

/**
 * The keys that sign and verify access tokens: the first signs, every one verifies. Given a
 * `reload` (keys kept in the database), an unknown `kid` makes it read the keys again (at most
 * every few seconds), so a key added by a rotation is known to every instance as soon as a token
 * signed with it arrives; `startRefreshing` also rereads them now and then, so every instance
 * moves on to signing with the newest key.
 */
export class SigningKeys {
  private keys: Key[] = [];
  /** The first unknown `kid` rereads at once; later ones at most every `minReloadMs`. */
  private lastReload = 0;
  private reloading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    secrets: readonly string[],
    private readonly reload?: () => Promise<readonly string[]>,
    private readonly minReloadMs = 5_000,
  ) {
    this.set(secrets);
  }

  private set(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error("at least one signing key is needed");
    this.keys = secrets.map((secret) => ({
      kid: keyId(secret),
      key: createSecretKey(Buffer.from(secret, "utf8")),
    }));
  }

  get signing(): Key {
    return this.keys[0]!;
  }

  get kids(): string[] {
    return this.keys.map((key) => key.kid);
  }

  /** The keys to try for a token: the one its `kid` names, else (older tokens carry none) all. */
  async verifying(kid: string | undefined): Promise<KeyObject[]> {
    if (kid === undefined) return this.keys.map((key) => key.key);
    let found = this.keys.find((key) => key.kid === kid);
    if (!found && this.reload && Date.now() - this.lastReload >= this.minReloadMs) {
      // The database unreachable for a moment: the token is refused like any unknown one.
      await this.refresh().catch(() => undefined);
      found = this.keys.find((key) => key.kid === kid);
    }
    return found ? [found.key] : [];
  }

  /** Reads the keys again (one read at a time); without `reload`, nothing changes. */
  async refresh(): Promise<void> {
    if (!this.reload) return;
    this.reloading ??= (async () => {
      try {
        this.set(await this.reload!());
      } finally {
        this.lastReload = Date.now();
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  startRefreshing(everyMs: number, onError: (error: unknown) => void): void {
    if (!this.reload || this.timer) return;
    this.timer = setInterval(() => this.refresh().catch(onError), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** One key as kept in `app_settings`, newest first. */
type StoredKey = { secret: string; createdAt: string };

function parseStoredKeys(value: string): StoredKey[] {
  const parsed: unknown = JSON.parse(value);
  if (
    !Array.isArray(parsed) ||
    parsed.length === 0 ||
    !parsed.every(
      (item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as StoredKey).secret === "string" &&
        (item as StoredKey).secret.length >= 32 &&
        typeof (item as StoredKey).createdAt === "string",
    )
  )
    throw new Error(`the ${SIGNING_KEYS_SETTING} setting is not a list of keys`);
  return parsed as StoredKey[];
}

/**
 * The keys kept in the database, made by the first instance that finds none: each instance
 * inserts its own candidate with ON CONFLICT DO NOTHING and then reads back what is there, so
 * instances starting together all end up with the first one's keys. The encryption secret (for
 * two-factor secrets) starts as the first signing key and never changes with rotations.
 * `initialSecret` adopts an existing key (the one a single instance kept in its data directory),
 * so its tokens and encrypted secrets stay valid.
 */
export async function ensureDatabaseKeys(
  db: Database,
  initialSecret?: string,
): Promise<{ secrets: string[]; encryptionSecret: string }> {
  const first = initialSecret ?? newSecret();
  const stored: StoredKey[] = [{ secret: first, createdAt: new Date().toISOString() }];
  await db
    .insert(appSettings)
    .values([
      { key: SIGNING_KEYS_SETTING, value: JSON.stringify(stored) },
      { key: ENCRYPTION_SECRET_SETTING, value: first },
    ])
    .onConflictDoNothing({ target: appSettings.key });
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [SIGNING_KEYS_SETTING, ENCRYPTION_SECRET_SETTING]));
  const keys = rows.find((row) => row.key === SIGNING_KEYS_SETTING);
  const encryption = rows.find((row) => row.key === ENCRYPTION_SECRET_SETTING);
  if (!keys || !encryption) throw new Error("the signing keys could not be kept in the database");
  return {
    secrets: parseStoredKeys(keys.value).map((key) => key.secret),
    encryptionSecret: encryption.value,
  };
}

export async function readDatabaseKeys(db: Database): Promise<string[]> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SIGNING_KEYS_SETTING));
  if (!row) throw new Error("no signing keys in the database");
  return parseStoredKeys(row.value).map((key) => key.secret);
}

export type RotationReport = { newKid: string; keptKids: string[]; droppedCount: number };

/**
 * Adds a new signing key in front of the kept ones. A key replaced less than `keepSeconds` ago
 * still verifies (its tokens live out their time); older replaced keys are dropped. Instances
 * pick the new key up within a minute, or at once when they see a token signed with it.
 */
export async function rotateDatabaseKey(
  db: Database,
  options: { now?: Date; keepSeconds?: number; initialSecret?: string | undefined } = {},
): Promise<RotationReport> {
  const now = options.now ?? new Date();
  const keepMs = (options.keepSeconds ?? RETIRED_KEY_KEEP_SECONDS) * 1000;
  // Run before any instance ever started: the first key (and the encryption secret) comes first.
  await ensureDatabaseKeys(db, options.initialSecret);
  return db.transaction(async (tx) => {
    // Two rotations at once: the second waits for the first and builds on its list.
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SIGNING_KEYS_SETTING))
      .for("update");
    const current = parseStoredKeys(row!.value);
    const fresh: StoredKey = { secret: newSecret(), createdAt: now.toISOString() };
    // A key stopped signing when the next newer one was made.
    const kept = current.filter(
      (_key, index) =>
        index === 0 || now.getTime() - new Date(current[index - 1]!.createdAt).getTime() < keepMs,
    );
    const next = [fresh, ...kept];
    await tx
      .update(appSettings)
      .set({ value: JSON.stringify(next), updatedAt: now })
      .where(eq(appSettings.key, SIGNING_KEYS_SETTING));
    return {
      newKid: keyId(fresh.secret),
      keptKids: kept.map((key) => keyId(key.secret)),
      droppedCount: current.length - kept.length,
    };
  });
}

/** The secret a single instance kept in its data directory before, if there is one. */
export async function readDataDirSecret(dataDir: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(path.join(dataDir, "jwt-secret"), "utf8")).trim();
    return stored.length >= 32 ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export type TokenKeys = {
  keys: SigningKeys;
  /** What TOTP secrets are encrypted with: never changed by a rotation. */
  encryptionSecret: string;
  /** Secrets that may have encrypted older TOTP secrets, tried after `encryptionSecret`. */
  previousEncryptionSecrets: string[];
};

/**
 * Where an instance's keys come from: JWT_SECRETS or JWT_SECRET when set (they win); else the keys
 * every instance shares in the database, adopting the data directory's key on first use. (The
 * server on the embedded database passes its data directory's key as `jwtSecret`: one process
 * owns that database, and its key stays where it always was.)
 */
export async function resolveTokenKeys(options: {
  jwtSecret?: string | undefined;
  jwtSecrets?: string[] | undefined;
  dataEncryptionKey?: string | undefined;
  database: DatabaseHandle;
  dataDir?: string | undefined;
}): Promise<TokenKeys> {
  const { dataEncryptionKey } = options;
  const given = options.jwtSecrets ?? (options.jwtSecret ? [options.jwtSecret] : undefined);
  if (given) {
    return {
      keys: new SigningKeys(given),
      // Config requires DATA_ENCRYPTION_KEY with JWT_SECRETS; a single JWT_SECRET is its own.
      encryptionSecret: dataEncryptionKey ?? given[given.length - 1]!,
      previousEncryptionSecrets: given,
    };
  }
  const db = options.database.db;
  const adopted = options.dataDir ? await readDataDirSecret(options.dataDir) : undefined;
  const stored = await ensureDatabaseKeys(db, adopted);
  return {
    keys: new SigningKeys(stored.secrets, () => readDatabaseKeys(db)),
    encryptionSecret: dataEncryptionKey ?? stored.encryptionSecret,
    previousEncryptionSecrets: [stored.encryptionSecret, ...stored.secrets],
  };
}
