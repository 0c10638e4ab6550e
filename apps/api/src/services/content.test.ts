import {
  CONTENT_ACTIONS,
  CONTENT_STATUSES,
  contentActionsFor,
  contentCreateRequestSchema,
  ROLE_IDS,
  type ContentAction,
  type ContentActionRequest,
  type ContentStatus,
} from "@pkg/contracts";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { HttpError } from "../lib/errors";
import { LocalFileStorage } from "../storage/file-storage";
import { createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, type Person } from "../test/people";
import { CONTENT_ERRORS, ContentService, type ContentActor } from "./content";

let t: TestApp;
let content: ContentService;
let author: ContentActor;
let otherWriter: ContentActor;
let firstReviewer: ContentActor;
let secondReviewer: ContentActor;
let otherReviewer: ContentActor;
let admin: ContentActor;
let client: ContentActor;

const actorOf = (person: Person): ContentActor => ({ id: person.userId, roleId: person.roleID });

const draft = (change: Record<string, unknown> = {}) =>
  contentCreateRequestSchema.parse({
    title: "Hot flushes at night",
    summary: "What helps with night sweats.",
    documentText: "## What helps\n\nA cool bedroom and layers you can take off.",
    topics: ["hot-flushes-and-sweating"],
    sources: [
      {
        title: "Menopause: identification and management",
        publisher: "NICE",
        year: 2024,
        url: "https://www.nice.org.uk/guidance/ng23",
      },
    ],
    ...change,
  });

/** The allowed path from Raw to each status, as the workflow's people walk it. */
const PATH: { status: ContentStatus; by: () => ContentActor; request: () => ContentActionRequest }[] = [
  { status: "ready-for-review", by: () => author, request: () => ({ action: "submit" }) },
  {
    status: "waiting",
    by: () => firstReviewer,
    request: () => ({ action: "assign", reviewerId: firstReviewer.id }),
  },
  {
    status: "second-review-requested",
    by: () => firstReviewer,
    request: () => ({ action: "request-second-review", reviewerId: secondReviewer.id }),
  },
  { status: "ready-to-publish", by: () => secondReviewer, request: () => ({ action: "approve" }) },
  { status: "live", by: () => author, request: () => ({ action: "publish" }) },
  { status: "archived", by: () => author, request: () => ({ action: "archive" }) },
];

/** A new item by `author`, walked along the path to `status`. */
async function itemAt(status: ContentStatus, by: ContentActor = author): Promise<string> {
  const item = await content.create(by, draft());
  if (status === "raw") return item.id;
  for (const step of PATH) {
    const actor = step.by() === author ? by : step.by();
    await content.act(actor, item.id, step.request());
    if (step.status === status) return item.id;
  }
  throw new Error(`no path to ${status}`);
}

/** The HTTP status and message a call fails with. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("the call was allowed");
}

beforeAll(async () => {
  t = await createTestApp();
  content = new ContentService(t.database.db, new LocalFileStorage(path.join(t.dataDir, "uploads")));
  const people = await Promise.all([
    makePerson(t, ROLE_IDS.practitioner, true),
    makePerson(t, ROLE_IDS.practitioner, true),
    makePerson(t, ROLE_IDS.reviewer, true),
    makePerson(t, ROLE_IDS.reviewer, true),
    makePerson(t, ROLE_IDS.reviewer, true),
    makePerson(t, ROLE_IDS.superAdmin, true),
    makePerson(t, ROLE_IDS.client, true),
  ]);
  [author, otherWriter, firstReviewer, secondReviewer, otherReviewer, admin, client] = people.map(
    actorOf,
  ) as [ContentActor, ContentActor, ContentActor, ContentActor, ContentActor, ContentActor, ContentActor];
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

const ALLOWED_FROM: Record<ContentAction, ContentStatus[]> = {
  submit: ["raw"],
  assign: ["ready-for-review"],
  approve: ["waiting", "second-review-requested"],
  "request-second-review": ["waiting"],
  "send-back": ["ready-for-review", "waiting", "second-review-requested"],
  publish: ["ready-to-publish"],
  archive: ["live"],
  restore: ["archived"],
};

const requestFor = (action: ContentAction): ContentActionRequest =>
  action === "assign" || action === "request-second-review"
    ? { action, reviewerId: otherReviewer.id }
    : action === "send-back"
      ? { action, comment: "Please add the night-time advice." }
      : { action };

describe("the content workflow", () => {
  it("refuses every action from a status it does not start from with 409", async () => {
    for (const status of CONTENT_STATUSES) {
      const id = await itemAt(status);
      for (const action of CONTENT_ACTIONS.filter((name) => !ALLOWED_FROM[name].includes(status))) {
        const refused = await refusal(content.act(admin, id, requestFor(action)));
        expect(refused.status, `${action} from ${status}`).toBe(409);
      }
      expect((await content.get(admin, id)).status).toBe(status);
    }
  }, 30_000);

  type Case = [string, () => ContentActor, ContentStatus, () => ContentActionRequest, number | ContentStatus];
  const cases: Case[] = [
    ["the author submits", () => author, "raw", () => ({ action: "submit" }), "ready-for-review"],
    ["another practitioner cannot submit", () => otherWriter, "raw", () => ({ action: "submit" }), 403],
    [
      "a Super Admin cannot submit someone else's item",
      () => admin,
      "raw",
      () => ({ action: "submit" }),
      403,
    ],
    ["a reviewer cannot submit", () => firstReviewer, "raw", () => ({ action: "submit" }), 403],
    ["a client cannot submit", () => client, "raw", () => ({ action: "submit" }), 403],
    ...(["assign"] as const).flatMap((action): Case[] => [
      [
        "a reviewer assigns",
        () => firstReviewer,
        "ready-for-review",
        () => ({ action, reviewerId: firstReviewer.id }),
        "waiting",
      ],
      [
        "a Super Admin assigns",
        () => admin,
        "ready-for-review",
        () => ({ action, reviewerId: otherReviewer.id }),
        "waiting",
      ],
      [
        "the author cannot assign",
        () => author,
        "ready-for-review",
        () => ({ action, reviewerId: firstReviewer.id }),
        403,
      ],
      [
        "another practitioner cannot assign",
        () => otherWriter,
        "ready-for-review",
        () => ({ action, reviewerId: firstReviewer.id }),
        403,
      ],
      [
        "a client cannot assign",
        () => client,
        "ready-for-review",
        () => ({ action, reviewerId: firstReviewer.id }),
        403,
      ],
      [
        "the author cannot be the reviewer",
        () => firstReviewer,
        "ready-for-review",
        () => ({ action, reviewerId: author.id }),
        400,
      ],
      [
        "a practitioner cannot be the reviewer",
        () => firstReviewer,
        "ready-for-review",
        () => ({ action, reviewerId: otherWriter.id }),
        400,
      ],
      [
        "a client cannot be the reviewer",
        () => firstReviewer,
        "ready-for-review",
        () => ({ action, reviewerId: client.id }),
        400,
      ],
    ]),
    [
      "the assigned reviewer approves",
      () => firstReviewer,
      "waiting",
      () => ({ action: "approve" }),
      "ready-to-publish",
    ],
    ["another reviewer cannot approve", () => otherReviewer, "waiting", () => ({ action: "approve" }), 403],
    ["a Super Admin not assigned cannot approve", () => admin, "waiting", () => ({ action: "approve" }), 403],
    ["the author cannot approve", () => author, "waiting", () => ({ action: "approve" }), 403],
    ["a client cannot approve", () => client, "waiting", () => ({ action: "approve" }), 403],
    [
      "the assigned reviewer asks for a second review",
      () => firstReviewer,
      "waiting",
      () => ({ action: "request-second-review", reviewerId: otherReviewer.id }),
      "second-review-requested",
    ],
    [
      "the second review needs another reviewer",
      () => firstReviewer,
      "waiting",
      () => ({ action: "request-second-review", reviewerId: firstReviewer.id }),
      400,
    ],
    [
      "the author cannot be the second reviewer",
      () => firstReviewer,
      "waiting",
      () => ({ action: "request-second-review", reviewerId: author.id }),
      400,
    ],
    [
      "a reviewer not assigned cannot ask for a second review",
      () => otherReviewer,
      "waiting",
      () => ({ action: "request-second-review", reviewerId: secondReviewer.id }),
      403,
    ],
    [
      "the author cannot ask for a second review",
      () => author,
      "waiting",
      () => ({ action: "request-second-review", reviewerId: secondReviewer.id }),
      403,
    ],
    [
      "the second reviewer approves",
      () => secondReviewer,
      "second-review-requested",
      () => ({ action: "approve" }),
      "ready-to-publish",
    ],
    [
      "the first reviewer cannot give the second approval",
      () => firstReviewer,
      "second-review-requested",
      () => ({ action: "approve" }),
      403,
    ],
    [
      "the author cannot give the second approval",
      () => author,
      "second-review-requested",
      () => ({ action: "approve" }),
      403,
    ],
    ...(["ready-for-review", "waiting", "second-review-requested"] as const).flatMap((status): Case[] => {
      const reviewer = status === "second-review-requested" ? () => secondReviewer : () => firstReviewer;
      const comment = "Cite the newer guidance.";
      return [
        [
          `the reviewer sends back from ${status}`,
          reviewer,
          status,
          () => ({ action: "send-back", comment }),
          "raw",
        ],
        [
          `the author cannot send back from ${status}`,
          () => author,
          status,
          () => ({ action: "send-back", comment }),
          403,
        ],
        [
          `a client cannot send back from ${status}`,
          () => client,
          status,
          () => ({ action: "send-back", comment }),
          403,
        ],
        [
          `another practitioner cannot send back from ${status}`,
          () => otherWriter,
          status,
          () => ({ action: "send-back", comment }),
          403,
        ],
      ];
    }),
    [
      "a reviewer not assigned cannot send back",
      () => otherReviewer,
      "waiting",
      () => ({ action: "send-back", comment: "No." }),
      403,
    ],
    ...(["author", "first reviewer", "second reviewer", "Super Admin"] as const).map((who): Case => [
      `the ${who} publishes`,
      () =>
        ({
          author,
          "first reviewer": firstReviewer,
          "second reviewer": secondReviewer,
          "Super Admin": admin,
        })[who],
      "ready-to-publish",
      () => ({ action: "publish" }),
      "live",
    ]),
    [
      "a reviewer of no review cannot publish",
      () => otherReviewer,
      "ready-to-publish",
      () => ({ action: "publish" }),
      403,
    ],
    [
      "another practitioner cannot publish",
      () => otherWriter,
      "ready-to-publish",
      () => ({ action: "publish" }),
      403,
    ],
    ["a client cannot publish", () => client, "ready-to-publish", () => ({ action: "publish" }), 403],
    ["the author archives", () => author, "live", () => ({ action: "archive" }), "archived"],
    ["a Super Admin archives", () => admin, "live", () => ({ action: "archive" }), "archived"],
    ["a reviewer cannot archive", () => firstReviewer, "live", () => ({ action: "archive" }), 403],
    ["another practitioner cannot archive", () => otherWriter, "live", () => ({ action: "archive" }), 403],
    ["a client cannot archive", () => client, "live", () => ({ action: "archive" }), 403],
    ["the author restores", () => author, "archived", () => ({ action: "restore" }), "raw"],
    ["a Super Admin restores", () => admin, "archived", () => ({ action: "restore" }), "raw"],
    ["a reviewer cannot restore", () => firstReviewer, "archived", () => ({ action: "restore" }), 403],
    [
      "another practitioner cannot restore",
      () => otherWriter,
      "archived",
      () => ({ action: "restore" }),
      403,
    ],
    ["a client cannot restore", () => client, "archived", () => ({ action: "restore" }), 403],
  ];

  it.each(cases)("%s", async (_name, who, from, request, expected) => {
    // The second-review rows start from a second review asked of `secondReviewer`; the others
    // from the first review's path.
    const id = await itemAt(from);
    if (typeof expected === "number") {
      const refused = await refusal(content.act(who(), id, request()));
      expect(refused.status).toBe(expected);
      expect((await content.get(admin, id)).status).toBe(from);
    } else {
      const item = await content.act(who(), id, request());
      expect(item.status).toBe(expected);
      const last = item.history.at(-1)!;
      expect(last).toMatchObject({
        action: request().action,
        fromStatus: from,
        toStatus: expected,
        by: { id: who().id },
      });
    }
  });

  it("allows exactly what the web app offers: contentActionsFor mirrors every status × person × action", async () => {
    const people: [string, () => ContentActor][] = [
      ["author", () => author],
      ["another practitioner", () => otherWriter],
      ["first reviewer", () => firstReviewer],
      ["second reviewer", () => secondReviewer],
      ["another reviewer", () => otherReviewer],
      ["Super Admin", () => admin],
      ["client", () => client],
    ];
    const request = (action: ContentAction): ContentActionRequest =>
      action === "assign"
        ? { action, reviewerId: otherReviewer.id }
        : action === "request-second-review"
          ? { action, reviewerId: secondReviewer.id }
          : action === "send-back"
            ? { action, comment: "Please add the night-time advice." }
            : { action };
    const mismatches: string[] = [];
    for (const status of CONTENT_STATUSES) {
      for (const action of CONTENT_ACTIONS.filter((name) => ALLOWED_FROM[name].includes(status))) {
        for (const [name, who] of people) {
          const id = await itemAt(status);
          const offered = contentActionsFor(await content.get(admin, id), who()).includes(action);
          const allowed = await content.act(who(), id, request(action)).then(
            () => true,
            (error: unknown) => {
              if (error instanceof HttpError && error.statusCode === 403) return false;
              throw error;
            },
          );
          if (offered !== allowed)
            mismatches.push(`${name} ${action} from ${status}: offered ${offered}, API ${allowed}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it("an item without a source cannot be submitted", async () => {
    const item = await content.create(author, draft({ sources: [] }));
    expect(await refusal(content.act(author, item.id, { action: "submit" }))).toEqual({
      status: 409,
      message: CONTENT_ERRORS.noSource,
    });
  });

  it("nobody approves their own item, a Super Admin neither", async () => {
    const id = await itemAt("ready-for-review", admin);
    expect(await refusal(content.act(admin, id, { action: "assign", reviewerId: firstReviewer.id }))).toEqual(
      {
        status: 403,
        message: CONTENT_ERRORS.ownItem,
      },
    );
    await content.act(firstReviewer, id, { action: "assign", reviewerId: firstReviewer.id });
    expect((await refusal(content.act(admin, id, { action: "approve" }))).status).toBe(403);
  });

  it("keeps the whole history with comments, and a sent-back item can be resubmitted", async () => {
    const id = await itemAt("second-review-requested");
    await content.act(secondReviewer, id, { action: "send-back", comment: "Add when to see a doctor." });
    await content.update(
      author,
      id,
      draft({ documentText: "## When to see a doctor\n\nIf sweats wake you nightly." }),
    );
    await content.act(author, id, { action: "submit" });
    await content.act(firstReviewer, id, { action: "assign", reviewerId: secondReviewer.id });
    await content.act(secondReviewer, id, { action: "approve" });
    const item = await content.act(firstReviewer, id, { action: "publish" }).catch(() => null);
    expect(item).toBeNull();
    const published = await content.act(secondReviewer, id, { action: "publish" });
    expect(published.history.map((row) => [row.action, row.by?.id, row.comment])).toEqual([
      ["submit", author.id, null],
      ["assign", firstReviewer.id, null],
      ["request-second-review", firstReviewer.id, null],
      ["send-back", secondReviewer.id, "Add when to see a doctor."],
      ["submit", author.id, null],
      ["assign", firstReviewer.id, null],
      ["approve", secondReviewer.id, null],
      ["publish", secondReviewer.id, null],
    ]);
    expect(published.reviewers.map((person) => person.id)).toEqual([secondReviewer.id]);
    expect(published.published?.documentText).toContain("When to see a doctor");
  });

  it("editing a Live item makes a revision; the live text stays until the revision is published", async () => {
    const id = await itemAt("live");
    const edited = await content.update(author, id, draft({ documentText: "## What helps\n\nNew advice." }));
    expect(edited).toMatchObject({ status: "raw", label: "draft" });
    expect(edited.working.number).toBe(2);
    expect(edited.published?.number).toBe(1);
    expect(edited.published?.documentText).toContain("A cool bedroom");
    for (const step of PATH.slice(0, 2)) await content.act(step.by(), id, step.request());
    await content.act(firstReviewer, id, { action: "approve" });
    const stillOld = await content.get(author, id);
    expect(stillOld.published?.documentText).toContain("A cool bedroom");
    const republished = await content.act(author, id, { action: "publish" });
    expect(republished.published).toMatchObject({
      number: 2,
      documentText: expect.stringContaining("New advice"),
    });
    expect(republished.revisions.map((revision) => revision.number)).toEqual([1, 2]);
  });

  it.each([
    ["in review", "waiting", CONTENT_ERRORS.editInReview],
    ["approved", "ready-to-publish", CONTENT_ERRORS.editApproved],
    ["archived", "archived", CONTENT_ERRORS.editArchived],
  ] as const)("an item %s cannot be edited", async (_name, status, message) => {
    const id = await itemAt(status);
    expect(await refusal(content.update(author, id, draft()))).toEqual({ status: 409, message });
  });

  it("only the author or a Super Admin edits", async () => {
    const id = await itemAt("raw");
    expect((await refusal(content.update(otherWriter, id, draft()))).status).toBe(403);
    expect((await refusal(content.update(firstReviewer, id, draft()))).status).toBe(403);
    expect((await content.update(admin, id, draft({ title: "Night sweats" }))).working.title).toBe(
      "Night sweats",
    );
  });

  it("deletes only a draft that was never published", async () => {
    const draftId = await itemAt("raw");
    expect((await refusal(content.remove(otherWriter, draftId))).status).toBe(403);
    await content.remove(author, draftId);
    expect((await refusal(content.get(author, draftId))).status).toBe(404);

    const restored = await itemAt("archived");
    await content.act(author, restored, { action: "restore" });
    expect(await refusal(content.remove(author, restored))).toEqual({
      status: 409,
      message: CONTENT_ERRORS.deletePublished,
    });
    const inReview = await itemAt("ready-for-review");
    expect(await refusal(content.remove(author, inReview))).toEqual({
      status: 409,
      message: CONTENT_ERRORS.deleteNotDraft,
    });
  });

  it("shows a draft to its author and Super Admins, not to other people", async () => {
    const id = await itemAt("raw");
    expect((await content.get(author, id)).label).toBe("draft");
    expect((await content.get(admin, id)).id).toBe(id);
    for (const other of [otherWriter, firstReviewer, client]) {
      expect((await refusal(content.get(other, id))).status).toBe(404);
    }
    await content.act(author, id, { action: "submit" });
    expect((await content.get(firstReviewer, id)).status).toBe("ready-for-review");
  });
});

describe("retrieving passages for the assistant", () => {
  /** A new item by `author`, walked to Live. */
  async function published(change: Record<string, unknown>): Promise<string> {
    const item = await content.create(author, draft(change));
    for (const step of PATH) {
      await content.act(step.by(), item.id, step.request());
      if (step.status === "live") return item.id;
    }
    throw new Error("no path to live");
  }

  let steady: string;
  let stairs: string;
  let garden: string;
  let forStaff: string;

  beforeAll(async () => {
    steady = await published({
      title: "Palpitations: when to see a doctor",
      summary: "Palpitations are common around the menopause.",
      documentText:
        "## Palpitations\n\nA fluttering or pounding heartbeat is usually harmless. Palpitations pass.",
    });
    stairs = await published({
      title: "Staying active every day",
      summary: "Small changes add up.",
      documentText: "## Everyday movement\n\nSome women notice palpitations when they climb stairs.",
    });
    garden = await published({
      title: "Gardening as exercise",
      summary: "Digging counts.",
      documentText: "## Outdoors\n\nAn hour of gardening is good weight-bearing exercise.",
    });
    forStaff = await published({
      title: "Palpitations and thyroid tests",
      summary: "When palpitations need a thyroid test.",
      documentText: "## Thyroid\n\nCheck thyroid function when palpitations persist, even after gardening.",
      audience: "practitioners",
    });
  }, SETUP_TIMEOUT);

  const contentIds = (passages: { contentId: string }[]) => passages.map((passage) => passage.contentId);

  it("finds passages by any phrase of a synonym group, the best ranked first", async () => {
    const passages = await content.retrieve(client, "racing heart", 5);
    expect(contentIds(passages)).toEqual([steady, stairs]);
    expect(passages[0]!.rank).toBeGreaterThan(passages[1]!.rank);
    expect(passages[0]).toMatchObject({
      title: "Palpitations: when to see a doctor",
      heading: "Palpitations",
    });
  });

  it("ranks the article about the question's subject first, and finds the passage naming both", async () => {
    // "on" and "the" are stop-words: they are no concepts a passage must match. Palpitations are
    // the subject (the lexicon's), the stairs a word of the question's own.
    const passages = await content.retrieve(client, "racing heart on the stairs", 5);
    expect(contentIds(passages)).toEqual([steady, stairs]);
    expect(passages[0]!.rank).toBeGreaterThan(passages[1]!.rank);
    // Without the article about palpitations, the passage naming both stairs and palpitations
    // comes before any naming one.
    const gardening = await content.retrieve(client, "palpitations on the stairs while gardening", 5);
    expect(contentIds(gardening).indexOf(stairs)).toBeLessThan(contentIds(gardening).indexOf(garden));
  });

  it("still answers when the concepts never meet in one passage, within the reader's audience", async () => {
    // Palpitations (a symptom the lexicon knows) weigh more than gardening (a word of its own).
    const passages = await content.retrieve(client, "palpitations while gardening", 5);
    expect(contentIds(passages)).toEqual([steady, stairs, garden]);
    // The staff's item names both: it comes first for them, and never for a client.
    const forAdmin = await content.retrieve(admin, "palpitations while gardening", 5);
    expect(contentIds(forAdmin)).toEqual([forStaff, steady, stairs, garden]);
    expect(await content.retrieve(client, "while the", 5)).toEqual([]);
  });
});
