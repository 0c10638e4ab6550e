import { describe, expect, it } from "vitest";

import {
  CONTENT_LABEL_SLUGS,
  CONTENT_LABEL_STATUSES,
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  contentActionRequestSchema,
  contentCreateRequestSchema,
  contentLabelOf,
  contentListQuerySchema,
  toFieldErrors,
  VALIDATION_MESSAGES,
} from "./index";

function errorsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);
}

const source = { title: "Menopause: identification and management", publisher: "NICE", year: 2024 };

describe("content items", () => {
  it("saves a draft with only a title and fills in the rest", () => {
    expect(contentCreateRequestSchema.parse({ title: "  Hot flushes  " })).toEqual({
      title: "Hot flushes",
      summary: "",
      documentText: "",
      topics: [],
      audience: "clients",
      sources: [],
      instructions: "",
    });
  });

  it.each([
    [{}, "title", CONTENT_MESSAGES.titleRequired],
    [{ title: "   " }, "title", CONTENT_MESSAGES.titleRequired],
    [{ title: "Hot" }, "title", CONTENT_MESSAGES.titleTooShort],
    [{ title: "x".repeat(201) }, "title", CONTENT_MESSAGES.titleTooLong],
    [{ title: "Hot\nflushes" }, "title", VALIDATION_MESSAGES.controlCharacters],
    [
      { title: "Hot flushes", documentText: "a\u0000b" },
      "documentText",
      VALIDATION_MESSAGES.controlCharacters,
    ],
    [{ title: "Hot flushes", topics: ["knitting"] }, "topics.0", CONTENT_MESSAGES.topicRequired],
    [
      { title: "Hot flushes", topics: ["sleep-problems", "sleep-problems"] },
      "topics",
      CONTENT_MESSAGES.topicsRepeated,
    ],
    [
      { title: "Hot flushes", sources: [{ ...source, title: "" }] },
      "sources.0.title",
      CONTENT_MESSAGES.sourceTitleRequired,
    ],
    [
      { title: "Hot flushes", sources: [{ ...source, year: 3000 }] },
      "sources.0.year",
      CONTENT_MESSAGES.sourceYear,
    ],
    [
      { title: "Hot flushes", sources: [{ ...source, url: "javascript:alert(1)" }] },
      "sources.0.url",
      CONTENT_MESSAGES.sourceUrl,
    ],
    [
      { title: "Hot flushes", sources: [{ ...source, url: "http://example.org" }] },
      "sources.0.url",
      CONTENT_MESSAGES.sourceUrl,
    ],
  ])("refuses %o with a message on %s", (value, field, message) => {
    expect(errorsOf(contentCreateRequestSchema, value)[field]).toBe(message);
  });

  it("keeps a source's https address and reads a missing one as none", () => {
    const parsed = contentCreateRequestSchema.parse({
      title: "Hot flushes",
      sources: [source, { ...source, url: "https://www.nice.org.uk/guidance/ng23" }],
    });
    expect(parsed.sources.map((item) => item.url)).toEqual([null, "https://www.nice.org.uk/guidance/ng23"]);
  });
});

describe("workflow actions", () => {
  it("needs a comment to send an item back, and a reviewer to assign one", () => {
    expect(errorsOf(contentActionRequestSchema, { action: "send-back", comment: "  " }).comment).toBe(
      CONTENT_MESSAGES.commentRequired,
    );
    expect(errorsOf(contentActionRequestSchema, { action: "assign" }).reviewerId).toBe(
      CONTENT_MESSAGES.reviewerRequired,
    );
    expect(errorsOf(contentActionRequestSchema, { action: "fly" }).action).toBe(
      CONTENT_MESSAGES.actionRequired,
    );
    expect(contentActionRequestSchema.parse({ action: "approve" })).toEqual({ action: "approve" });
  });
});

describe("labels", () => {
  it("covers every internal status with exactly one label per origin", () => {
    for (const status of CONTENT_STATUSES) {
      for (const origin of ["person", "assistant"] as const) {
        const label = contentLabelOf(status, origin);
        expect(CONTENT_LABEL_STATUSES[label]).toContain(status);
      }
    }
    expect(contentLabelOf("raw", "assistant")).toBe("ai-generated");
    expect(contentLabelOf("raw", "person")).toBe("draft");
    expect(CONTENT_LABEL_SLUGS).toEqual([
      "ai-generated",
      "draft",
      "in-review",
      "approved",
      "published",
      "archived",
    ]);
  });

  it("reads list filters from a query string", () => {
    expect(contentListQuerySchema.parse({ assignedToMe: "true", page: "2" })).toMatchObject({
      assignedToMe: true,
      page: 2,
      pageSize: 20,
    });
    expect(contentListQuerySchema.parse({})).toMatchObject({ assignedToMe: false, page: 1 });
    expect(contentListQuerySchema.safeParse({ pageSize: "1000" }).success).toBe(false);
  });
});
