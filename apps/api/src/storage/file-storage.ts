import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded bytes live: `DATA_DIR/uploads` by default (`LocalFileStorage`), or an
 * S3-compatible bucket when one is configured (`S3FileStorage`). Both keep the same contract
 * (`file-storage.contract.test.ts` runs against each).
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes; a missing file rejects with a `FileNotFoundError` (code `ENOENT`). */
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Removes one file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a person's folder), and the folder. */
  deleteFolder(prefix: string): Promise<void>;
  /**
   * Fails with a plain reason (never the credentials) when the storage cannot be reached: the
   * readiness check calls it. The disk has none (a missing directory is made on the first write).
   */
  check?(): Promise<void>;
  /** Lets go of what the storage holds open (connections); the default keeps nothing open. */
  close?(): void;
}

/** A file the storage does not have: `code` is `ENOENT` on every storage, as on the disk. */
export class FileNotFoundError extends Error {
  readonly code = "ENOENT";
  constructor(key: string) {
    super(`no stored file ${key}`);
    this.name = "FileNotFoundError";
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys are made by the API, never by people: anything else is refused before it reaches storage. */
export function checkStorageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Files under one directory (`DATA_DIR/uploads`). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { mode: 0o600 });
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async deleteFolder(prefix: string): Promise<void> {
    await rm(this.resolve(prefix), { recursive: true, force: true });
  }
}
