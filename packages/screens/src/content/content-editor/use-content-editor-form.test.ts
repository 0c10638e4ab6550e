import { CONTENT_MESSAGES } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import {
  contentEditorReducer,
  contentEditorValuesFrom,
  emptyContentEditorValues,
  toContentRequest,
  validateContentEditor,
  type ContentEditorState,
  type ContentEditorValues,
} from "./use-content-editor-form";

const source = { title: "Menopause: diagnosis and management", publisher: "NICE", year: "2024", url: "" };
const filled: ContentEditorValues = {
  ...emptyContentEditorValues,
  title: "  Hot flushes and night sweats ",
  documentText: "Hot flushes are common.",
  topics: ["hot-flushes-and-sweating"],
  sources: [source],
};

describe("validateContentEditor", () => {
  it("needs a title to save a draft, with the spec's message", () => {
    expect(validateContentEditor(emptyContentEditorValues)).toEqual({
      ok: false,
      errors: { title: CONTENT_MESSAGES.titleRequired },
    });
    expect(validateContentEditor({ ...emptyContentEditorValues, title: "Hot" })).toEqual({
      ok: false,
      errors: { title: CONTENT_MESSAGES.titleTooShort },
    });
  });

  it("saves a draft without sources but submits only with one", () => {
    const noSource = { ...filled, sources: [] };
    expect(validateContentEditor(noSource, "save").ok).toBe(true);
    expect(validateContentEditor(noSource, "submit")).toEqual({
      ok: false,
      errors: { sources: CONTENT_MESSAGES.sourceRequiredToSubmit },
    });
  });

  it("answers the trimmed request, with the year as a number and an empty address as none", () => {
    const check = validateContentEditor(filled, "submit");
    expect(check.ok && check.data).toMatchObject({
      title: "Hot flushes and night sweats",
      sources: [{ title: source.title, publisher: "NICE", year: 2024, url: null }],
    });
  });

  it("names each source's wrong part by its row", () => {
    const check = validateContentEditor({
      ...filled,
      sources: [source, { title: "", publisher: "NAMS", year: "20x4", url: "http://example.com" }],
    });
    expect(check.ok || check.errors).toEqual({
      "sources.1.title": CONTENT_MESSAGES.sourceTitleRequired,
      "sources.1.year": CONTENT_MESSAGES.sourceYear,
      "sources.1.url": CONTENT_MESSAGES.sourceUrl,
    });
  });

  it("refuses more than ten topics", () => {
    const topics = [
      "hot-flushes-and-sweating",
      "heart-discomfort",
      "sleep-problems",
      "joint-and-muscle-discomfort",
      "depressive-mood",
      "irritability",
      "anxiety",
      "physical-and-mental-exhaustion",
      "sexual-problems",
      "bladder-problems",
      "vaginal-dryness",
    ] as const;
    const check = validateContentEditor({ ...filled, topics: [...topics] });
    expect(check.ok || check.errors.topics).toBe(CONTENT_MESSAGES.topicsTooMany);
  });
});

describe("contentEditorReducer", () => {
  const state = (errors: ContentEditorState["errors"]): ContentEditorState => ({
    values: { ...filled, sources: [source, { ...source, year: "20x4" }] },
    errors,
    errorFocusKey: 1,
  });

  it("clears a field's message as it changes, and only the changed row's part", () => {
    const before = state({
      title: CONTENT_MESSAGES.titleRequired,
      "sources.0.url": CONTENT_MESSAGES.sourceUrl,
      "sources.1.year": CONTENT_MESSAGES.sourceYear,
    });
    const titled = contentEditorReducer(before, { type: "fieldChanged", field: "title", value: "Sleep" });
    expect(Object.keys(titled.errors)).toEqual(["sources.0.url", "sources.1.year"]);
    const yearFixed = contentEditorReducer(titled, {
      type: "fieldChanged",
      field: "sources",
      value: [source, source],
    });
    expect(yearFixed.errors).toEqual({ "sources.0.url": CONTENT_MESSAGES.sourceUrl });
  });

  it("clears 'add a source' when a source is added", () => {
    const before = state({ sources: CONTENT_MESSAGES.sourceRequiredToSubmit });
    const after = contentEditorReducer(before, { type: "fieldChanged", field: "sources", value: [source] });
    expect(after.errors).toEqual({});
  });

  it("asks for focus each time messages appear, not when they clear", () => {
    const shown = contentEditorReducer(state({}), { type: "checked", errors: { title: "x" } });
    expect(shown.errorFocusKey).toBe(2);
    expect(contentEditorReducer(shown, { type: "checked", errors: {} }).errorFocusKey).toBe(2);
    expect(
      contentEditorReducer(shown, { type: "serverErrorsSet", errors: { summary: "y" } }).errorFocusKey,
    ).toBe(3);
  });
});

describe("contentEditorValuesFrom and toContentRequest", () => {
  it("round-trip a saved revision", () => {
    const revision = {
      title: "Sleep",
      summary: "Why sleep changes.",
      documentText: "# Sleep",
      topics: ["sleep-problems" as const],
      audience: "practitioners" as const,
      sources: [{ title: "Guideline", publisher: "IMS", year: 2016, url: "https://example.org/g" }],
      instructions: "Check the doses.",
    };
    expect(toContentRequest(contentEditorValuesFrom(revision))).toEqual(revision);
  });
});
