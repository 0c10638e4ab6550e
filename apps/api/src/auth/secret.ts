import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The JWT secret of the embedded default: generated once and kept in the data directory (mode
 * 600), so tokens survive a restart. Production must set JWT_SECRET (config enforces it).
 */
export async function ensureJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "jwt-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
