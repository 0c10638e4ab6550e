import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { hostname } from "node:os";

/** What a lock file tells a person about its holder. Only the OS lock decides who holds it. */
export type LockOwner = { pid: number; host: string; startedAt: string };

export type HeldLock = { release: () => Promise<void> };

// Held locks stay reachable here until released: a FileHandle that the garbage collector closes
// would drop its lock while the database is still open.
const held = new Set<FileHandle>();

/**
 * Takes an exclusive OS lock on `file` (created when missing) and writes the holder into it, or
 * answers `undefined` when another open file holds the lock, in this process or another.
 *
 * The kernel keeps the lock for as long as the holder's file stays open and drops it when the
 * process ends in any way, kill -9 included: a restart after a crash gets the lock at once, and a
 * live holder is never displaced, however long it is paused. Linux uses open-file-description
 * locks (fcntl), macOS flock, Windows LockFileEx.
 */
export async function tryLockFile(file: string): Promise<HeldLock | undefined> {
  const locks = await loadFileLocks();
  // No O_TRUNC: opening must not wipe the record of a live holder.
  const handle = await open(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let granted: boolean;
  try {
    granted = locks.tryLock(handle.fd);
  } catch (error) {
    await handle.close();
    // Windows answers a held lock with a lock violation, which arrives as EBUSY.
    if ((error as NodeJS.ErrnoException).code === "EBUSY") return undefined;
    throw error;
  }
  if (!granted) {
    await handle.close();
    return undefined;
  }
  held.add(handle);
  const release = async () => {
    if (!held.delete(handle)) return;
    try {
      await handle.truncate(0);
      locks.unlock(handle.fd);
    } finally {
      await handle.close();
    }
  };
  try {
    const owner: LockOwner = {
      pid: process.pid,
      host: hostname(),
      startedAt: new Date(performance.timeOrigin).toISOString(),
    };
    await handle.truncate(0);
    await handle.write(`${JSON.stringify(owner)}\n`, 0);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

type FileLocks = { tryLock: (fd: number) => boolean; unlock: (fd: number) => void };

async function loadFileLocks(): Promise<FileLocks> {
  try {
    return (await import("fs-native-extensions")).default;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The embedded database needs OS file locks, which could not be loaded here (${reason}): set DATABASE_URL to use PostgreSQL instead.`,
    );
  }
}
