import { existsSync } from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../db/client";
import { uploadedFiles } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { createTestDatabase } from "../test/database";
import { multipart, PDF, PNG } from "../test/multipart";
import { practitionerAnswers } from "../test/practitioner-answers";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import { S3FileStorage } from "./s3-file-storage";

const answers = { ...practitionerAnswers, primary_niches: ["Perimenopause & Menopause"] };

describe("files in S3-compatible storage, shared by two instances", () => {
  let s3: TestS3Server;
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let bucket: S3FileStorage;
  const logLines: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    // Each instance has a data directory of its own; only the bucket (and the database) is shared.
    a = await createTestApp({ database, config: { s3: s3.settings }, logLines });
    b = await createTestApp({ database, config: { s3: s3.settings } });
    bucket = new S3FileStorage(s3.settings);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    bucket?.close();
    await a?.close();
    await b?.close();
    await database?.close();
    await s3?.close();
  });

  it("a certificate and picture uploaded through one instance are read through the other, and go with the account", async () => {
    const coach = await a.signUp(2);
    const body = multipart([
      { name: "onboarding_data", value: JSON.stringify({ data: answers }) },
      { name: "certificate_file", filename: "licence.pdf", contentType: "application/pdf", data: PDF },
      { name: "profile_picture", filename: "me.png", contentType: "image/png", data: PNG },
    ]);
    const submitted = await a.app.inject({
      method: "POST",
      url: "/api/coach/onboarding",
      headers: { ...bearer(coach.accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Nothing on the first instance's disk: the bytes are in the bucket.
    expect(existsSync(path.join(a.dataDir, "uploads"))).toBe(false);

    const picture = await b.app.inject({
      url: "/api/user/profile-picture",
      headers: bearer(coach.accessToken),
    });
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    const stored = await database.db
      .select({ key: uploadedFiles.storageKey, purpose: uploadedFiles.purpose })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, coach.userId));
    expect(stored.map((row) => row.purpose).sort()).toEqual(["certificate", "profile_picture"]);
    const certificate = stored.find((row) => row.purpose === "certificate")!;
    expect((await bucket.get(certificate.key)).equals(PDF)).toBe(true);

    // Deleting the account through the other instance removes its objects from the bucket.
    const deleted = await b.app.inject({
      method: "DELETE",
      url: "/api/user/delete-account",
      headers: bearer(coach.accessToken),
      payload: { password: coach.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const row of stored) expect(await bucket.exists(row.key)).toBe(false);
  });

  it("never logs the storage's credentials", () => {
    expect(logLines.length).toBeGreaterThan(0);
    const secret = s3.settings.credentials!.secretAccessKey;
    expect(logLines.join("\n")).not.toContain(secret);
  });

  it("refuses requests signed with the wrong secret (the credentials are used)", async () => {
    const wrong = new S3FileStorage({
      ...s3.settings,
      credentials: { accessKeyId: "SOMEONE-ELSE", secretAccessKey: "not the secret" },
    });
    try {
      await expect(wrong.put("x/y.txt", Buffer.from("x"))).rejects.toThrow();
      await expect(wrong.check()).rejects.toThrow(/access denied|Could not reach/);
    } finally {
      wrong.close();
    }
  });
});
