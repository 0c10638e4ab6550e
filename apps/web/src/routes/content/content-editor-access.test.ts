import { ROLE_IDS, type ContentItem } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { canWriteContent, contentEditorAccess, contentSaveFailure } from "./content-editor-access";

const author = { id: "author-1", roleID: ROLE_IDS.practitioner };
const admin = { id: "admin-1", roleID: ROLE_IDS.superAdmin };
const reviewer = { id: "reviewer-1", roleID: ROLE_IDS.reviewer };
const otherPractitioner = { id: "p-2", roleID: ROLE_IDS.practitioner };

const item = (changes: Partial<Pick<ContentItem, "status" | "published" | "publishedAt">> = {}) => ({
  status: "raw" as const,
  author: { id: "author-1", name: "Dr. Maya Rivera" },
  published: null,
  publishedAt: null,
  ...changes,
});
const revision = {} as NonNullable<ContentItem["published"]>;

describe("contentEditorAccess", () => {
  it("lets the author edit, submit and delete a draft never published", () => {
    expect(contentEditorAccess(item(), author)).toEqual({
      readOnly: false,
      readOnlyNote: null,
      canSubmit: true,
      canDelete: true,
      hasPublishedVersion: false,
    });
  });

  it("lets a Super Admin edit and delete another's draft, but only its author submits it", () => {
    expect(contentEditorAccess(item(), admin)).toMatchObject({
      readOnly: false,
      canSubmit: false,
      canDelete: true,
    });
  });

  it("shows the item read-only to reviewers and other practitioners, without a note", () => {
    for (const viewer of [reviewer, otherPractitioner]) {
      expect(contentEditorAccess(item({ status: "waiting" }), viewer)).toMatchObject({
        readOnly: true,
        readOnlyNote: null,
        canSubmit: false,
        canDelete: false,
      });
    }
  });

  it("tells the author why an item in review, approved or archived cannot be edited", () => {
    expect(contentEditorAccess(item({ status: "second-review-requested" }), author).readOnlyNote).toBe(
      "This item is in review: it can be edited once it is sent back.",
    );
    expect(contentEditorAccess(item({ status: "ready-to-publish" }), author)).toMatchObject({
      readOnly: true,
      readOnlyNote:
        "This item is approved: publish it, then edit the live item to start a new revision for review.",
    });
    expect(contentEditorAccess(item({ status: "archived" }), admin).readOnlyNote).toBe(
      "This item is archived: restore it as a draft to edit it.",
    );
  });

  it("edits a Live item as a new revision and never deletes what was published", () => {
    const live = item({ status: "live", published: revision, publishedAt: "2026-01-01T00:00:00.000Z" });
    expect(contentEditorAccess(live, author)).toEqual({
      readOnly: false,
      readOnlyNote: null,
      canSubmit: false,
      canDelete: false,
      hasPublishedVersion: true,
    });
    const revised = { ...live, status: "raw" as const };
    expect(contentEditorAccess(revised, author)).toMatchObject({ canSubmit: true, canDelete: false });
    const restored = item({ publishedAt: "2026-01-01T00:00:00.000Z" });
    expect(contentEditorAccess(restored, author).canDelete).toBe(false);
  });
});

describe("canWriteContent", () => {
  it("is for Practitioners and Super Admins", () => {
    expect([author, admin, reviewer].map(canWriteContent)).toEqual([true, true, false]);
  });
});

describe("contentSaveFailure", () => {
  it("puts field messages under their fields and nothing above", () => {
    const error = {
      status: 400,
      message: "Check the fields",
      data: {
        code: "VALIDATION_ERROR",
        fieldErrors: { title: "Enter document title", "sources.0.url": "bad" },
      },
    };
    expect(contentSaveFailure(error, "Not saved")).toEqual({
      fieldErrors: { title: "Enter document title", "sources.0.url": "bad" },
      message: null,
    });
  });

  it("shows a failure that belongs to no field above the form", () => {
    const conflict = { status: 409, message: "This item is in review", data: { code: "CONTENT_CONFLICT" } };
    expect(contentSaveFailure(conflict, "Not saved")).toEqual({
      fieldErrors: {},
      message: "This item is in review",
    });
    expect(contentSaveFailure({ status: 500, message: "", data: null }, "Not saved").message).toBe(
      "Not saved",
    );
    const reviewer = {
      status: 400,
      message: "Choose a reviewer",
      data: { fieldErrors: { reviewerId: "x" } },
    };
    expect(contentSaveFailure(reviewer, "Not saved").message).toBe("Choose a reviewer");
  });
});
