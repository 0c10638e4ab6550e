import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

import { checkStorageKey, FileNotFoundError, type FileStorage } from "./file-storage";
import type { S3Settings } from "./s3-settings";

/**
 * Files in one bucket of an S3-compatible object storage, through the AWS SDK: every instance of
 * the API configured with the same bucket serves the same files. Keys are the same as on the disk.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where the operation needs one: S3-compatible servers other than Amazon's
      // do not all know the SDK's newer default checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key), Body: data }),
    );
  }

  async get(key: string): Promise<Buffer> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
      );
      if (!object.Body) throw new FileNotFoundError(key);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the disk's `rm -f` does.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
  }

  async deleteFolder(prefix: string): Promise<void> {
    const folder = `${checkStorageKey(prefix).replace(/\/+$/, "")}/`;
    let token: string | undefined;
    do {
      // At most 1000 keys a page, which is also the most one DeleteObjects takes.
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: folder, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (result.Errors && result.Errors.length > 0) {
          const first = result.Errors[0]!;
          throw new Error(
            `could not delete ${result.Errors.length} stored file(s) under ${folder}: ${first.Code ?? "error"} for ${first.Key ?? "?"}`,
          );
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Fails with a plain reason (never the credentials) when the bucket cannot be reached. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? "the bucket does not exist"
          : status === 403 || status === 401
            ? "access denied (check the access key and secret)"
            : error instanceof Error
              ? error.name
              : "unknown error";
      throw new Error(`Could not reach the object storage's bucket ${this.bucket}: ${reason}`);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return (
    error instanceof S3ServiceException &&
    error.name !== "NoSuchBucket" &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}
