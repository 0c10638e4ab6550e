import { REVIEW_DUE_MONTHS, type ContentAction, type ContentStatus } from "@pkg/contracts";
import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "../db/client";
import { contentItems, contentReviewers, contentRevisions, contentTransitions, users } from "../db/schema";
import { replacePassages } from "../services/content";
import { loadSeedLibrary, type SeedItem } from "./library";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where each action moves an item (the workflow of services/content.ts). */
const MOVES: Record<ContentAction, { from: readonly ContentStatus[]; to: ContentStatus }> = {
  submit: { from: ["raw"], to: "ready-for-review" },
  assign: { from: ["ready-for-review"], to: "waiting" },
  approve: { from: ["waiting", "second-review-requested"], to: "ready-to-publish" },
  "request-second-review": { from: ["waiting"], to: "second-review-requested" },
  "send-back": { from: ["ready-for-review", "waiting", "second-review-requested"], to: "raw" },
  publish: { from: ["ready-to-publish"], to: "live" },
  archive: { from: ["live"], to: "archived" },
  restore: { from: ["archived"], to: "raw" },
};

export type SeedEvent = {
  action: ContentAction;
  by: string;
  from: ContentStatus;
  to: ContentStatus;
  comment: string | null;
  /** The reviewer an `assign` or `request-second-review` names. */
  reviewer: string | null;
};

/**
 * The history an item's front matter describes: its comments in order, with the workflow steps
 * they leave out filled in (submit by the author, assign and approve by the first reviewer, a
 * second review when two reviewers are listed, publish and archive by the author), up to its status.
 */
export function seedHistory(item: SeedItem): SeedEvent[] {
  const target: ContentStatus = item.status === "raw-ai" ? "raw" : item.status;
  const [first, second] = item.reviewers;
  let status: ContentStatus = "raw";
  const events: SeedEvent[] = [];

  const nextStep = (): ContentAction | null => {
    switch (status) {
      case "raw":
        return "submit";
      case "ready-for-review":
        return "assign";
      case "waiting":
        return second && target !== "waiting" ? "request-second-review" : "approve";
      case "second-review-requested":
        return "approve";
      case "ready-to-publish":
        return "publish";
      case "live":
        return "archive";
      case "archived":
        return null;
    }
  };
  const actorOf = (action: ContentAction): string => {
    if (action === "approve") return (status === "second-review-requested" ? second : first) ?? item.author;
    if (action === "assign" || action === "request-second-review" || action === "send-back") {
      return first ?? item.author;
    }
    return item.author;
  };
  const apply = (action: ContentAction, by: string, comment: string | null) => {
    const to = MOVES[action].to;
    const reviewer =
      action === "assign" ? (first ?? null) : action === "request-second-review" ? (second ?? null) : null;
    events.push({ action, by, from: status, to, comment, reviewer });
    status = to;
  };
  const fillUntil = (done: () => boolean) => {
    for (let guard = 0; !done() && guard < 10; guard += 1) {
      const action = nextStep();
      if (!action) break;
      apply(action, actorOf(action), null);
    }
  };

  for (const comment of item.comments) {
    fillUntil(() => MOVES[comment.action].from.includes(status));
    apply(comment.action, comment.by, comment.text);
  }
  if (events.length > 0 || target !== "raw") fillUntil(() => status === target);
  return events;
}

/** When each event happened: approval on the review date, one day between steps, none in the future. */
function eventTimes(item: SeedItem, events: SeedEvent[], now: Date): Date[] {
  const lastApproval = events.findLastIndex((event) => event.action === "approve");
  const anchorIndex = item.reviewedOn && lastApproval >= 0 ? lastApproval : events.length - 1;
  const anchor = item.reviewedOn
    ? new Date(`${item.reviewedOn}T12:00:00Z`)
    : new Date(now.getTime() - DAY_MS);
  return events.map((_, index) => {
    const time = new Date(anchor.getTime() + (index - anchorIndex) * DAY_MS);
    return time > now ? new Date(now.getTime() - (events.length - index) * 60_000) : time;
  });
}

/**
 * Loads the seed library into the database: every item not there yet (by its file name), with its
 * revision, reviewers, history and, when published, its retrieval passages. Needs the demo
 * accounts. Running it again adds nothing.
 */
export async function seedContentLibrary(
  db: Database,
  now: Date = new Date(),
): Promise<{ created: number; existing: number }> {
  const items = await loadSeedLibrary();
  const emails = [...new Set(items.flatMap((item) => [item.author, ...item.reviewers]))];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(people.map((row) => [row.email, row.id]));
  const missing = emails.filter((email) => !idOf.has(email));
  if (missing.length > 0)
    throw new Error(`The seed library needs the demo accounts first (${missing.join(", ")})`);
  const person = (email: string) => idOf.get(email)!;

  let created = 0;
  for (const item of items) {
    const added = await db.transaction(async (tx) => {
      const events = seedHistory(item);
      const times = eventTimes(item, events, now);
      const createdAt = new Date((times[0] ?? now).getTime() - DAY_MS);
      const [row] = await tx
        .insert(contentItems)
        .values({
          status: "raw",
          origin: item.status === "raw-ai" ? "assistant" : "person",
          authorId: person(item.author),
          seedKey: item.slug,
          createdAt,
          updatedAt: times.at(-1) ?? createdAt,
        })
        .onConflictDoNothing({ target: contentItems.seedKey })
        .returning({ id: contentItems.id });
      if (!row) return false;
      const [revision] = await tx
        .insert(contentRevisions)
        .values({
          contentId: row.id,
          number: 1,
          title: item.title,
          summary: item.summary,
          body: item.body,
          topics: item.topics,
          audience: item.audience,
          sources: item.sources,
          instructions: item.instructions ?? "",
          createdBy: person(item.author),
          createdAt,
          updatedAt: createdAt,
        })
        .returning();

      let publishedAt: Date | null = null;
      let reviewedAt: Date | null = null;
      let live = false;
      for (const [index, event] of events.entries()) {
        const at = times[index]!;
        if (event.reviewer) {
          await tx.insert(contentReviewers).values({
            contentId: row.id,
            revisionNumber: 1,
            reviewerId: person(event.reviewer),
            round: event.action === "assign" ? "first" : "second",
            assignedAt: at,
          });
        }
        if (event.action === "approve") {
          reviewedAt = at;
          await tx
            .update(contentReviewers)
            .set({ approvedAt: at })
            .where(
              and(eq(contentReviewers.contentId, row.id), eq(contentReviewers.reviewerId, person(event.by))),
            );
        }
        if (event.action === "send-back") {
          await tx.delete(contentReviewers).where(eq(contentReviewers.contentId, row.id));
        }
        if (event.action === "publish") {
          publishedAt = at;
          live = true;
        }
        if (event.action === "archive") live = false;
        await tx.insert(contentTransitions).values({
          contentId: row.id,
          revisionNumber: 1,
          action: event.action,
          fromStatus: event.from,
          toStatus: event.to,
          actorId: person(event.by),
          comment: event.comment,
          createdAt: at,
        });
      }

      const status = events.at(-1)?.to ?? "raw";
      await tx
        .update(contentItems)
        .set({
          status,
          workingRevisionId: revision!.id,
          publishedRevisionId: live ? revision!.id : null,
          everPublished: publishedAt !== null,
          publishedAt,
          reviewedAt: publishedAt ? reviewedAt : null,
          reviewDueAt: publishedAt ? addMonths(publishedAt, REVIEW_DUE_MONTHS) : null,
        })
        .where(eq(contentItems.id, row.id));
      if (live) await replacePassages(tx, row.id, revision!);
      return true;
    });
    if (added) created += 1;
  }
  return { created, existing: items.length - created };
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
