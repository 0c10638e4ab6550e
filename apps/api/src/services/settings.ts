import { ROLE_NAMES, type PersonalDataExport, type RoleId } from "@pkg/contracts";
import { asc, eq, inArray } from "drizzle-orm";

import type { Database } from "../db/client";
import {
  chatMessages,
  chats,
  clientOnboarding,
  clientRecords,
  coachClients,
  coachOnboarding,
  contentItems,
  contentRevisions,
  contentShares,
  folderItems,
  folders,
  glucoseEntries,
  handoutAttachments,
  handouts,
  healthHistories,
  invitations,
  moodEntries,
  redFlagAlerts,
  symptomEntries,
  uploadedFiles,
  users,
} from "../db/schema";
import type { SessionUser } from "./users";

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The archive of everything held about one person (`GET /api/user/export`). Every query is bound
 * to the person's own id (or to their practitioner's name, their clients' names, and what was
 * shared with them): another person's rows are never read. Their own data is not audited.
 */
export async function personalDataExport(db: Database, user: SessionUser): Promise<PersonalDataExport> {
  const id = user.id;
  const [onboardingRow] = await db
    .select({ data: clientOnboarding.data })
    .from(clientOnboarding)
    .where(eq(clientOnboarding.userId, id));
  const [coachOnboardingRow] = onboardingRow
    ? []
    : await db
        .select({ data: coachOnboarding.data })
        .from(coachOnboarding)
        .where(eq(coachOnboarding.userId, id));
  const files = await db
    .select({
      purpose: uploadedFiles.purpose,
      originalName: uploadedFiles.originalName,
      mimeType: uploadedFiles.mimeType,
      size: uploadedFiles.size,
    })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, id))
    .orderBy(asc(uploadedFiles.createdAt));

  const symptoms = await db
    .select()
    .from(symptomEntries)
    .where(eq(symptomEntries.userId, id))
    .orderBy(asc(symptomEntries.takenAt));
  const moods = await db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.userId, id))
    .orderBy(asc(moodEntries.loggedAt));
  const glucose = await db
    .select()
    .from(glucoseEntries)
    .where(eq(glucoseEntries.userId, id))
    .orderBy(asc(glucoseEntries.takenAt));
  const [history] = await db
    .select({ data: healthHistories.data })
    .from(healthHistories)
    .where(eq(healthHistories.userId, id));

  const chatRows = await db.select().from(chats).where(eq(chats.userId, id)).orderBy(asc(chats.createdAt));
  const messageRows =
    chatRows.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.chatId,
              chatRows.map((chat) => chat.id),
            ),
          )
          .orderBy(asc(chatMessages.position));

  const folderRows = await db
    .select()
    .from(folders)
    .where(eq(folders.userId, id))
    .orderBy(asc(folders.createdAt));
  const itemRows = await db
    .select()
    .from(folderItems)
    .where(eq(folderItems.userId, id))
    .orderBy(asc(folderItems.createdAt));

  // A client's side of care: their practitioner's name, what was shared with them, their alerts.
  const [practitioner] = await db
    .select({
      name: users.name,
      since: coachClients.createdAt,
      sharingStoppedAt: coachClients.sharingStoppedAt,
    })
    .from(coachClients)
    .innerJoin(users, eq(users.id, coachClients.coachId))
    .where(eq(coachClients.clientId, id));
  const sharedHandouts = await db
    .select({ title: handouts.title, sharedAt: contentShares.sharedAt, openedAt: contentShares.openedAt })
    .from(contentShares)
    .innerJoin(handouts, eq(handouts.id, contentShares.handoutId))
    .where(eq(contentShares.clientId, id));
  const sharedContent = await db
    .select({
      title: contentRevisions.title,
      sharedAt: contentShares.sharedAt,
      openedAt: contentShares.openedAt,
    })
    .from(contentShares)
    .innerJoin(contentItems, eq(contentItems.id, contentShares.contentId))
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
    .where(eq(contentShares.clientId, id));
  const alerts = await db
    .select({ ruleIds: redFlagAlerts.ruleIds, createdAt: redFlagAlerts.createdAt })
    .from(redFlagAlerts)
    .where(eq(redFlagAlerts.clientId, id))
    .orderBy(asc(redFlagAlerts.createdAt));

  // A practitioner's side: what they wrote and entered, and their clients' names only.
  const handoutRows = await db
    .select()
    .from(handouts)
    .where(eq(handouts.coachId, id))
    .orderBy(asc(handouts.createdAt));
  const attachmentRows =
    handoutRows.length === 0
      ? []
      : await db
          .select({
            handoutId: handoutAttachments.handoutId,
            fileName: handoutAttachments.fileName,
            contentType: handoutAttachments.contentType,
            size: handoutAttachments.size,
          })
          .from(handoutAttachments)
          .where(
            inArray(
              handoutAttachments.handoutId,
              handoutRows.map((handout) => handout.id),
            ),
          )
          .orderBy(asc(handoutAttachments.createdAt));
  const records = await db
    .select()
    .from(clientRecords)
    .where(eq(clientRecords.coachId, id))
    .orderBy(asc(clientRecords.createdAt));
  const invited = await db
    .select()
    .from(invitations)
    .where(eq(invitations.coachId, id))
    .orderBy(asc(invitations.createdAt));
  const clients = await db
    .select({ name: users.name, displayName: coachClients.displayName })
    .from(coachClients)
    .innerJoin(users, eq(users.id, coachClients.clientId))
    .where(eq(coachClients.coachId, id))
    .orderBy(asc(coachClients.createdAt));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      phoneNumber: user.phoneNumber,
      dob: user.dob,
      role: ROLE_NAMES[user.roleId as RoleId] ?? String(user.roleId),
      plan: user.plan,
      timeZone: user.timeZone,
      glucoseUnit: user.glucoseUnit,
      hasDiabetes: user.hasDiabetes,
      theme: user.theme,
      emailOptOuts: user.emailOptOuts,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      onboardingCompletedAt: isoOrNull(user.onboardingCompletedAt),
      createdAt: iso(user.createdAt),
    },
    onboarding: {
      answers: onboardingRow?.data ?? coachOnboardingRow?.data ?? null,
      files,
    },
    health: {
      symptoms: symptoms.map((entry) => ({
        kind: entry.kind,
        answers: entry.answers,
        total: entry.total,
        takenAt: iso(entry.takenAt),
        timeZone: entry.timeZone,
        localDate: entry.localDate,
      })),
      moods: moods.map((entry) => ({
        mood: entry.mood,
        note: entry.note,
        tags: entry.tags,
        loggedAt: iso(entry.loggedAt),
        timeZone: entry.timeZone,
        localDate: entry.localDate,
      })),
      glucose: glucose.map((entry) => ({
        valueMgDl: entry.valueMgDl,
        enteredValue: entry.enteredValue,
        enteredUnit: entry.enteredUnit,
        measurementType: entry.measurementType,
        notes: entry.notes,
        takenAt: iso(entry.takenAt),
        timeZone: entry.timeZone,
        localDate: entry.localDate,
      })),
      history: history?.data ?? null,
    },
    chats: chatRows.map((chat) => ({
      title: chat.title,
      kind: chat.kind,
      createdAt: iso(chat.createdAt),
      updatedAt: iso(chat.updatedAt),
      sharedWithPractitioner: chat.sharedAt !== null,
      messages: messageRows
        .filter((message) => message.chatId === chat.id)
        .map((message) => ({
          question: message.question,
          answer: message.answer,
          rating: message.rating,
          ratingReason: message.ratingReason,
          reportedReason: message.reportedReason,
          createdAt: iso(message.createdAt),
        })),
    })),
    folders: folderRows.map((folder) => ({
      id: folder.id,
      name: folder.name,
      parentId: folder.parentId,
      createdAt: iso(folder.createdAt),
      items: itemRows
        .filter((item) => item.folderId === folder.id)
        .map((item) => ({
          kind: item.kind,
          title: item.title,
          note: item.note,
          answer: item.answer ?? null,
          contentId: item.contentId,
          createdAt: iso(item.createdAt),
        })),
    })),
    care: {
      practitioner: practitioner
        ? {
            name: practitioner.name,
            since: iso(practitioner.since),
            sharingStoppedAt: isoOrNull(practitioner.sharingStoppedAt),
          }
        : null,
      sharedWithMe: [
        ...sharedHandouts.map((share) => ({ kind: "handout" as const, ...share })),
        ...sharedContent.map((share) => ({ kind: "content" as const, ...share })),
      ]
        .sort((a, b) => a.sharedAt.getTime() - b.sharedAt.getTime())
        .map((share) => ({
          kind: share.kind,
          title: share.title,
          sharedAt: iso(share.sharedAt),
          openedAt: isoOrNull(share.openedAt),
        })),
      alertsRaised: alerts.map((alert) => ({ ruleIds: alert.ruleIds, createdAt: iso(alert.createdAt) })),
      handouts: handoutRows.map((handout) => ({
        title: handout.title,
        body: handout.body,
        createdAt: iso(handout.createdAt),
        updatedAt: iso(handout.updatedAt),
        attachments: attachmentRows
          .filter((file) => file.handoutId === handout.id)
          .map(({ fileName, contentType, size }) => ({ fileName, contentType, size })),
      })),
      clientRecords: records.map((record) => ({
        name: record.name,
        email: record.email,
        phoneNumber: record.phoneNumber,
        notes: record.notes,
        createdAt: iso(record.createdAt),
      })),
      invitations: invited.map((invitation) => ({
        name: invitation.name,
        email: invitation.email,
        phoneNumber: invitation.phoneNumber,
        createdAt: iso(invitation.createdAt),
        expiresAt: iso(invitation.expiresAt),
        acceptedAt: isoOrNull(invitation.acceptedAt),
        revokedAt: isoOrNull(invitation.revokedAt),
      })),
      clients: clients.map((row) => ({ name: row.displayName ?? row.name })),
    },
  };
}

/** The day (`YYYY-MM-DD`) in the person's time zone (UTC until they have one), for the file's name. */
export function dayIn(timeZone: string | null, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: timeZone ?? "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
