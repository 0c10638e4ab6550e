import { randomUUID } from "node:crypto";

import {
  PRACTICE_PROFILE_FIELDS,
  PROFILE_MESSAGES,
  ROLE_IDS,
  type PracticeProfile,
  type StoredFile,
} from "@pkg/contracts";
import { and, eq } from "drizzle-orm";

import { coachOnboarding, uploadedFiles, users } from "../db/schema";
import { forbidden, HttpError } from "../lib/errors";
import type { ServiceContext } from "./context";
import type { IncomingFile } from "./onboarding";
import type { SessionUser } from "./users";

const PICTURE = "profile_picture";

/**
 * Settings' profile picture (every signed-in person) and the practitioner's practice profile (the
 * onboarding answers that describe the practice, kept in the onboarding record).
 */
export class ProfileService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Replaces the person's profile picture: the new bytes are written first, the rows swapped in
   * one transaction, then the old bytes removed (the new ones are removed again on failure).
   */
  async replacePicture(user: SessionUser, file: IncomingFile): Promise<StoredFile> {
    const id = randomUUID();
    const key = `${user.id}/${randomUUID()}.${file.extension}`;
    await this.ctx.storage.put(key, file.data);
    let replaced: { storageKey: string }[];
    try {
      replaced = await this.ctx.db.transaction(async (tx) => {
        const old = await tx
          .delete(uploadedFiles)
          .where(and(eq(uploadedFiles.ownerId, user.id), eq(uploadedFiles.purpose, PICTURE)))
          .returning({ storageKey: uploadedFiles.storageKey });
        await tx.insert(uploadedFiles).values({
          id,
          ownerId: user.id,
          purpose: PICTURE,
          originalName: file.name,
          mimeType: file.mimeType,
          size: file.data.length,
          storageKey: key,
        });
        return old;
      });
    } catch (error) {
      await this.ctx.storage.delete(key);
      throw error;
    }
    for (const old of replaced) await this.ctx.storage.delete(old.storageKey);
    return { id, name: file.name, mimeType: file.mimeType, size: file.data.length };
  }

  /** Removes the person's profile picture: its rows and its stored bytes. Answers whether there was one. */
  async removePicture(user: SessionUser): Promise<boolean> {
    const removed = await this.ctx.db
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerId, user.id), eq(uploadedFiles.purpose, PICTURE)))
      .returning({ storageKey: uploadedFiles.storageKey });
    for (const old of removed) await this.ctx.storage.delete(old.storageKey);
    return removed.length > 0;
  }

  /** The practice profile of a practitioner (or of a Super Admin who went through the onboarding). */
  async practiceProfile(user: SessionUser): Promise<PracticeProfile> {
    return practiceProfileOf(await this.coachRecord(user));
  }

  /**
   * Replaces the practice profile's fields in the onboarding record (a field left out is
   * cleared); the first name is also the person's greeting name.
   */
  async updatePracticeProfile(user: SessionUser, profile: PracticeProfile): Promise<PracticeProfile> {
    const record = await this.coachRecord(user);
    const data = { ...record };
    for (const field of PRACTICE_PROFILE_FIELDS) delete data[field];
    for (const [field, value] of Object.entries(profile)) if (value !== undefined) data[field] = value;
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(coachOnboarding)
        .set({ data, updatedAt: new Date() })
        .where(eq(coachOnboarding.userId, user.id));
      await tx
        .update(users)
        .set({ firstName: profile.first_name, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    });
    // The greeting's name is part of the signed-in person: the next request must see it.
    await this.ctx.sessions.forgetEverywhere(user.id);
    return practiceProfileOf(data);
  }

  private async coachRecord(user: SessionUser): Promise<Record<string, unknown>> {
    if (user.roleId !== ROLE_IDS.practitioner && user.roleId !== ROLE_IDS.superAdmin) {
      throw forbidden("Only practitioners have a practice profile");
    }
    const [row] = await this.ctx.db
      .select({ data: coachOnboarding.data })
      .from(coachOnboarding)
      .where(eq(coachOnboarding.userId, user.id));
    if (!row) throw new HttpError(404, "NO_PRACTICE_PROFILE", PROFILE_MESSAGES.noPracticeProfile);
    return row.data;
  }
}

function practiceProfileOf(data: Record<string, unknown>): PracticeProfile {
  const profile: Record<string, unknown> = {};
  for (const field of PRACTICE_PROFILE_FIELDS) if (data[field] !== undefined) profile[field] = data[field];
  return profile as PracticeProfile;
}
