import { describe, expect, it } from "vitest";

import {
  CONTENT_ACTION_TRANSITIONS,
  CONTENT_STATUSES,
  contentActionNote,
  contentActionsFor,
  eligibleReviewersFor,
  ROLE_IDS,
  type ContentAction,
  type ContentActionSubject,
  type ContentActionViewer,
  type ContentPerson,
  type ContentStatus,
} from "./index";

const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;

const person = (id: string, name: string): ContentPerson => ({ id, name });
const maya = person("author", "Dr. Maya Rivera");
const rae = person("first", "Rae Reviewer");
const sam = person("second", "Sam Second");

/** The seven people every status is checked against. */
const viewers = {
  author: { id: maya.id, roleId: practitioner },
  firstReviewer: { id: rae.id, roleId: reviewer },
  secondReviewer: { id: sam.id, roleId: reviewer },
  otherReviewer: { id: "other-reviewer", roleId: reviewer },
  superAdmin: { id: "super-admin", roleId: superAdmin },
  otherPractitioner: { id: "other-practitioner", roleId: practitioner },
  client: { id: "client", roleId: client },
} satisfies Record<string, ContentActionViewer>;
type Viewer = keyof typeof viewers;

/** An item's reviewers in each status, as `GET /api/content/{id}` lists them for its working revision. */
const reviewersIn: Record<ContentStatus, ContentPerson[]> = {
  raw: [],
  "ready-for-review": [],
  waiting: [rae],
  "second-review-requested": [rae, sam],
  "ready-to-publish": [rae, sam],
  live: [rae, sam],
  archived: [rae, sam],
};

const item = (
  status: ContentStatus,
  overrides: Partial<ContentActionSubject> = {},
): ContentActionSubject => ({
  status,
  author: maya,
  reviewers: reviewersIn[status],
  ...overrides,
});

const none: ContentAction[] = [];
const reviewable: ContentAction[] = ["assign", "send-back"];

/** Every status × every viewer, written out by hand from the API's rules. */
const expected: Record<ContentStatus, Record<Viewer, ContentAction[]>> = {
  raw: {
    author: ["submit"],
    firstReviewer: none,
    secondReviewer: none,
    otherReviewer: none,
    superAdmin: none,
    otherPractitioner: none,
    client: none,
  },
  "ready-for-review": {
    author: none,
    firstReviewer: reviewable,
    secondReviewer: reviewable,
    otherReviewer: reviewable,
    superAdmin: reviewable,
    otherPractitioner: none,
    client: none,
  },
  waiting: {
    author: none,
    firstReviewer: ["approve", "request-second-review", "send-back"],
    secondReviewer: none,
    otherReviewer: none,
    superAdmin: none,
    otherPractitioner: none,
    client: none,
  },
  "second-review-requested": {
    author: none,
    firstReviewer: none,
    secondReviewer: ["approve", "send-back"],
    otherReviewer: none,
    superAdmin: none,
    otherPractitioner: none,
    client: none,
  },
  "ready-to-publish": {
    author: ["publish"],
    firstReviewer: ["publish"],
    secondReviewer: ["publish"],
    otherReviewer: none,
    superAdmin: ["publish"],
    otherPractitioner: none,
    client: none,
  },
  live: {
    author: ["archive"],
    firstReviewer: none,
    secondReviewer: none,
    otherReviewer: none,
    superAdmin: ["archive"],
    otherPractitioner: none,
    client: none,
  },
  archived: {
    author: ["restore"],
    firstReviewer: none,
    secondReviewer: none,
    otherReviewer: none,
    superAdmin: ["restore"],
    otherPractitioner: none,
    client: none,
  },
};

describe("contentActionsFor", () => {
  it("covers every status", () => {
    expect(Object.keys(expected).sort()).toEqual([...CONTENT_STATUSES].sort());
  });

  describe.each(CONTENT_STATUSES)("an item that is %s", (status) => {
    it.each(Object.keys(viewers) as Viewer[])("for the %s", (viewer) => {
      expect(contentActionsFor(item(status), viewers[viewer])).toEqual(expected[status][viewer]);
    });
  });

  it("offers only actions whose transition starts from the item's status", () => {
    for (const status of CONTENT_STATUSES) {
      for (const viewer of Object.values(viewers)) {
        for (const action of contentActionsFor(item(status), viewer)) {
          expect(CONTENT_ACTION_TRANSITIONS[action].from).toContain(status);
        }
      }
    }
  });

  it("never lets a Super Admin review their own item, but lets them submit and publish it", () => {
    const admin = viewers.superAdmin;
    const own = { author: person(admin.id, "Ada Admin") };
    expect(contentActionsFor(item("raw", own), admin)).toEqual(["submit"]);
    expect(contentActionsFor(item("ready-for-review", own), admin)).toEqual([]);
    expect(contentActionsFor(item("ready-to-publish", own), admin)).toEqual(["publish"]);
    expect(contentActionsFor(item("live", own), admin)).toEqual(["archive"]);
  });

  it("lets a Super Admin who is the assigned reviewer review like a Reviewer", () => {
    const admin = viewers.superAdmin;
    const asFirst = { reviewers: [person(admin.id, "Ada Admin")] };
    expect(contentActionsFor(item("waiting", asFirst), admin)).toEqual([
      "approve",
      "request-second-review",
      "send-back",
    ]);
    const asSecond = { reviewers: [rae, person(admin.id, "Ada Admin")] };
    expect(contentActionsFor(item("second-review-requested", asSecond), admin)).toEqual([
      "approve",
      "send-back",
    ]);
  });

  it("lets the only reviewer of an item approved in one round publish it", () => {
    const oneRound = item("ready-to-publish", { reviewers: [rae] });
    expect(contentActionsFor(oneRound, viewers.firstReviewer)).toEqual(["publish"]);
    expect(contentActionsFor(oneRound, viewers.secondReviewer)).toEqual([]);
  });

  it("treats a revision of a published item like any item waiting for a reviewer", () => {
    // Its working revision has no reviewers yet, so the published revision's are listed.
    const revision = item("ready-for-review", { reviewers: [rae, sam] });
    expect(contentActionsFor(revision, viewers.firstReviewer)).toEqual(reviewable);
    expect(contentActionsFor(revision, viewers.otherReviewer)).toEqual(reviewable);
    expect(contentActionsFor(revision, viewers.author)).toEqual([]);
  });

  it("leaves an item whose author's account was deleted to Super Admins and its reviewers", () => {
    const orphan = { author: null };
    expect(contentActionsFor(item("raw", orphan), viewers.author)).toEqual([]);
    expect(contentActionsFor(item("ready-to-publish", orphan), viewers.firstReviewer)).toEqual(["publish"]);
    expect(contentActionsFor(item("live", orphan), viewers.superAdmin)).toEqual(["archive"]);
    expect(contentActionsFor(item("archived", orphan), viewers.superAdmin)).toEqual(["restore"]);
  });

  it("gives a client nothing, even if named on the item", () => {
    const named = { id: "client", roleId: client };
    expect(contentActionsFor(item("raw", { author: person("client", "Cleo") }), named)).toEqual([]);
    expect(
      contentActionsFor(item("ready-to-publish", { reviewers: [person("client", "Cleo")] }), named),
    ).toEqual([]);
  });

  it("gives a practitioner no review actions, even on someone else's item in review", () => {
    expect(contentActionsFor(item("waiting", { reviewers: [maya] }), viewers.otherPractitioner)).toEqual([]);
    const asFirst = { reviewers: [person(viewers.otherPractitioner.id, "Pat Practitioner")] };
    expect(contentActionsFor(item("waiting", asFirst), viewers.otherPractitioner)).toEqual([]);
  });
});

describe("eligibleReviewersFor", () => {
  const listed = [maya, rae, sam, person("super-admin", "Ada Admin")];

  it("never offers the author", () => {
    expect(eligibleReviewersFor(item("ready-for-review"), "assign", listed)).toEqual([rae, sam, listed[3]]);
  });

  it("offers neither the author nor the first reviewer for the second review", () => {
    expect(eligibleReviewersFor(item("waiting"), "request-second-review", listed)).toEqual([sam, listed[3]]);
  });

  it("offers everyone listed when the author's account was deleted", () => {
    expect(eligibleReviewersFor(item("ready-for-review", { author: null }), "assign", listed)).toEqual(
      listed,
    );
  });
});

describe("contentActionNote", () => {
  it("names who is reviewing", () => {
    expect(contentActionNote(item("waiting"), viewers.otherReviewer)).toBe(
      "Rae Reviewer is reviewing the item: only they can approve it or send it back.",
    );
    expect(contentActionNote(item("second-review-requested"), viewers.author)).toBe(
      "Sam Second is doing the second review; you cannot review your own item.",
    );
  });

  it("says who may publish, archive or restore", () => {
    expect(contentActionNote(item("ready-to-publish"), viewers.otherReviewer)).toBe(
      "The item is approved: its author, its reviewers or a Super Admin can publish it.",
    );
    expect(contentActionNote(item("archived"), viewers.firstReviewer)).toBe(
      "The item is archived: its author or a Super Admin can restore it as a draft.",
    );
  });

  it("tells a client that review is for the people who write and review", () => {
    expect(contentActionNote(item("live"), viewers.client)).toBe(
      "Only the people who write and review content can move it through review.",
    );
  });
});
