import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startS3Server, type TestS3Server } from "../test/s3-server";
import { FileNotFoundError, LocalFileStorage, type FileStorage } from "./file-storage";
import { S3FileStorage } from "./s3-file-storage";

/** One contract, two storages: the disk of one instance, and a bucket every instance shares. */
const implementations: {
  name: string;
  open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>;
}[] = [
  {
    name: "LocalFileStorage",
    open: async () => {
      const root = await mkdtemp(path.join(tmpdir(), "haven-storage-"));
      return { storage: new LocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3FileStorage",
    open: async () => {
      const server: TestS3Server = await startS3Server();
      const storage = new S3FileStorage(server.settings);
      return {
        storage,
        close: async () => {
          storage.close();
          await server.close();
        },
      };
    },
  },
];

describe.each(implementations)("$name", ({ open }) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => close());

  it("gives back the exact bytes it was given, and says the file exists", async () => {
    const data = randomBytes(300_000);
    await storage.put("person-1/certificate.pdf", data);
    expect(await storage.exists("person-1/certificate.pdf")).toBe(true);
    expect((await storage.get("person-1/certificate.pdf")).equals(data)).toBe(true);
  });

  it("replaces a file put again under the same key", async () => {
    await storage.put("person-2/me.png", Buffer.from("first"));
    await storage.put("person-2/me.png", Buffer.from("second"));
    expect((await storage.get("person-2/me.png")).toString()).toBe("second");
  });

  it("answers a missing file with FileNotFoundError (code ENOENT) and exists() false", async () => {
    expect(await storage.exists("nobody/nothing.pdf")).toBe(false);
    const error = await storage.get("nobody/nothing.pdf").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileNotFoundError);
    expect((error as NodeJS.ErrnoException).code).toBe("ENOENT");
  });

  it("deletes one file, and deleting a missing one is no error", async () => {
    await storage.put("person-3/a.pdf", Buffer.from("a"));
    await storage.delete("person-3/a.pdf");
    expect(await storage.exists("person-3/a.pdf")).toBe(false);
    await expect(storage.delete("person-3/a.pdf")).resolves.toBeUndefined();
  });

  it("deletes a folder with everything under it, and nothing beside it", async () => {
    await storage.put("person-4/me.png", Buffer.from("1"));
    await storage.put("person-4/handouts/h1/leaflet.pdf", Buffer.from("2"));
    await storage.put("person-40/me.png", Buffer.from("3"));
    await storage.deleteFolder("person-4");
    expect(await storage.exists("person-4/me.png")).toBe(false);
    expect(await storage.exists("person-4/handouts/h1/leaflet.pdf")).toBe(false);
    expect(await storage.exists("person-40/me.png")).toBe(true);
    await expect(storage.deleteFolder("person-4")).resolves.toBeUndefined();
  });

  it("refuses keys the API would never make", async () => {
    await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get("/etc/passwd")).rejects.toThrow(/unsafe storage key/);
    await expect(storage.deleteFolder("a/../../b")).rejects.toThrow(/unsafe storage key/);
  });
});
