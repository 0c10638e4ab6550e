import { randomUUID } from "node:crypto";

import {
  type AuthUser,
  type ClientOnboardingRecord,
  type clientOnboardingDataSchema,
  type CoachOnboardingRecord,
  type coachOnboardingDataSchema,
  type StoredFile,
} from "@pkg/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "../db/client";
import { clientOnboarding, coachOnboarding, onboardingProgress, uploadedFiles, users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { HttpError, notFound } from "../lib/errors";
import type { ServiceContext } from "./context";
import { type SessionUser, toAuthUser, type UserRow } from "./users";

export type FilePurpose = "certificate" | "profile_picture";

/** A checked upload, still in memory. */
export type IncomingFile = {
  purpose: FilePurpose;
  name: string;
  mimeType: string;
  extension: string;
  data: Buffer;
};

type CoachData = z.output<typeof coachOnboardingDataSchema>;
type ClientData = z.output<typeof clientOnboardingDataSchema>;
type FileRow = typeof uploadedFiles.$inferSelect;

/** Where an unfinished onboarding stands, as stored (the routes check it against their flow). */
export type SavedProgress = {
  step: string;
  page: number | null;
  draft: Record<string, unknown>;
  updatedAt: string;
};

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.originalName,
  mimeType: row.mimeType,
  size: row.size,
});

/** Stores onboarding answers and files; completing one gives the user their role name. */
export class OnboardingService {
  constructor(private readonly ctx: ServiceContext) {}

  async submitCoach(
    user: SessionUser,
    data: CoachData,
    files: IncomingFile[],
  ): Promise<{ user: AuthUser; data: CoachOnboardingRecord }> {
    const { security_answers: answer, ...answers } = data;
    const securityAnswerHash = await hashPassword(answer.trim().toLowerCase());
    const updated = await this.replaceWithFiles(user, files, async (tx) => {
      await tx
        .insert(coachOnboarding)
        .values({ userId: user.id, data: answers, securityAnswerHash })
        .onConflictDoUpdate({
          target: coachOnboarding.userId,
          set: { data: answers, securityAnswerHash, updatedAt: new Date() },
        });
      return this.complete(tx, user, { plan: data.subscription_plan, firstName: data.first_name });
    });
    const record = await this.getCoach(user.id);
    return { user: toAuthUser(updated), data: record };
  }

  async submitClient(
    user: SessionUser,
    data: ClientData,
    files: IncomingFile[],
  ): Promise<{ user: AuthUser; data: ClientOnboardingRecord }> {
    const updated = await this.replaceWithFiles(user, files, async (tx) => {
      await tx
        .insert(clientOnboarding)
        .values({ userId: user.id, data })
        .onConflictDoUpdate({ target: clientOnboarding.userId, set: { data, updatedAt: new Date() } });
      return this.complete(tx, user, {});
    });
    const record = await this.getClient(user.id);
    return { user: toAuthUser(updated), data: record };
  }

  /**
   * Keeps the page a person is on and their draft while they move through an unfinished
   * onboarding, so that signing in anywhere resumes there. A submitted onboarding has none.
   */
  async saveProgress(
    user: SessionUser,
    progress: { step: string; page: number | null; draft: Record<string, unknown> },
  ): Promise<SavedProgress> {
    if (user.onboardingCompletedAt) {
      throw new HttpError(409, "ONBOARDING_COMPLETED", "This onboarding has already been submitted");
    }
    const values = { step: progress.step, page: progress.page, draft: progress.draft, updatedAt: new Date() };
    const [row] = await this.ctx.db
      .insert(onboardingProgress)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: onboardingProgress.userId, set: values })
      .returning();
    return toSavedProgress(row!);
  }

  /** The saved position and draft of an unfinished onboarding, or null. */
  async getProgress(userId: string): Promise<SavedProgress | null> {
    const [row] = await this.ctx.db
      .select()
      .from(onboardingProgress)
      .where(eq(onboardingProgress.userId, userId));
    return row ? toSavedProgress(row) : null;
  }

  /** The person's profile picture, the newest one sent, or null. */
  async profilePicture(userId: string): Promise<{ mimeType: string; data: Buffer } | null> {
    const [row] = await this.ctx.db
      .select({ mimeType: uploadedFiles.mimeType, storageKey: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerId, userId), eq(uploadedFiles.purpose, "profile_picture")))
      .orderBy(desc(uploadedFiles.createdAt))
      .limit(1);
    if (!row) return null;
    return { mimeType: row.mimeType, data: await this.ctx.storage.get(row.storageKey) };
  }

  /** One of the person's own certificate files with its bytes, or null (another's is never found). */
  async certificate(
    userId: string,
    fileId: string,
  ): Promise<{ name: string; mimeType: string; data: Buffer } | null> {
    const [row] = await this.ctx.db
      .select({
        name: uploadedFiles.originalName,
        mimeType: uploadedFiles.mimeType,
        storageKey: uploadedFiles.storageKey,
      })
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.id, fileId),
          eq(uploadedFiles.ownerId, userId),
          eq(uploadedFiles.purpose, "certificate"),
        ),
      );
    if (!row) return null;
    return { name: row.name, mimeType: row.mimeType, data: await this.ctx.storage.get(row.storageKey) };
  }

  async getCoach(userId: string): Promise<CoachOnboardingRecord> {
    const [row] = await this.ctx.db.select().from(coachOnboarding).where(eq(coachOnboarding.userId, userId));
    if (!row) throw notFound("No onboarding has been submitted yet");
    const files = await this.files(userId);
    return {
      ...(row.data as Omit<CoachOnboardingRecord, "certificate_file" | "profile_picture" | "completedAt">),
      certificate_file: files.filter((file) => file.purpose === "certificate").map(toStoredFile),
      profile_picture: pictureOf(files),
      completedAt: row.completedAt.toISOString(),
    };
  }

  async getClient(userId: string): Promise<ClientOnboardingRecord> {
    const [row] = await this.ctx.db
      .select()
      .from(clientOnboarding)
      .where(eq(clientOnboarding.userId, userId));
    if (!row) throw notFound("No onboarding has been submitted yet");
    const files = await this.files(userId);
    return {
      ...(row.data as Omit<ClientOnboardingRecord, "profile_picture" | "completedAt">),
      profile_picture: pictureOf(files),
      completedAt: row.completedAt.toISOString(),
    };
  }

  private files(userId: string) {
    return this.ctx.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, userId))
      .orderBy(uploadedFiles.createdAt, uploadedFiles.id);
  }

  /** Marks the onboarding submitted; its saved progress is no longer needed. */
  private async complete(
    tx: Database,
    user: SessionUser,
    changes: { plan?: string; firstName?: string },
  ): Promise<UserRow> {
    await tx.delete(onboardingProgress).where(eq(onboardingProgress.userId, user.id));
    const [updated] = await tx
      .update(users)
      .set({
        onboardingCompletedAt: sql`coalesce(${users.onboardingCompletedAt}, now())`,
        ...(changes.plan ? { plan: changes.plan } : {}),
        ...(changes.firstName ? { firstName: changes.firstName } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  }

  /**
   * Writes the new files, then (in one transaction) replaces the file rows of the purposes
   * submitted and runs `write`. Files of a failed submission are removed again; replaced files
   * are removed once the new record is committed.
   */
  private async replaceWithFiles(
    user: SessionUser,
    files: IncomingFile[],
    write: (tx: Database) => Promise<UserRow>,
  ): Promise<UserRow> {
    const stored = files.map((file) => ({
      file,
      id: randomUUID(),
      key: `${user.id}/${randomUUID()}.${file.extension}`,
    }));
    for (const item of stored) await this.ctx.storage.put(item.key, item.file.data);
    const purposes = [...new Set(files.map((file) => file.purpose))];
    try {
      const { updated, replaced } = await this.ctx.db.transaction(async (tx) => {
        const replaced =
          purposes.length === 0
            ? []
            : await tx
                .delete(uploadedFiles)
                .where(and(eq(uploadedFiles.ownerId, user.id), inArray(uploadedFiles.purpose, purposes)))
                .returning({ storageKey: uploadedFiles.storageKey });
        if (stored.length > 0) {
          // Distinct times keep the files in the order they were sent.
          const now = Date.now();
          await tx.insert(uploadedFiles).values(
            stored.map(({ file, id, key }, index) => ({
              createdAt: new Date(now + index),
              id,
              ownerId: user.id,
              purpose: file.purpose,
              originalName: file.name,
              mimeType: file.mimeType,
              size: file.data.length,
              storageKey: key,
            })),
          );
        }
        return { updated: await write(tx), replaced };
      });
      // The role and onboarding state changed: the next request must see them.
      await this.ctx.sessions.forgetEverywhere(user.id);
      for (const old of replaced) await this.ctx.storage.delete(old.storageKey);
      return updated;
    } catch (error) {
      for (const item of stored) await this.ctx.storage.delete(item.key);
      throw error;
    }
  }
}

function toSavedProgress(row: typeof onboardingProgress.$inferSelect): SavedProgress {
  return { step: row.step, page: row.page, draft: row.draft, updatedAt: row.updatedAt.toISOString() };
}

function pictureOf(files: FileRow[]): StoredFile | null {
  const picture = files.findLast((file) => file.purpose === "profile_picture");
  return picture ? toStoredFile(picture) : null;
}
