import { CONTENT_LIMITS, ROLE_IDS } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import {
  libraryDefaults,
  libraryParamsOf,
  mayFilterAssignedToMe,
  parseLibraryParams,
  type LibraryView,
} from "./content-library-params";

const reviewer = libraryDefaults(ROLE_IDS.reviewer);
const practitioner = libraryDefaults(ROLE_IDS.practitioner);
const parse = (query: string, defaults = practitioner, allowMine = false) =>
  parseLibraryParams(new URLSearchParams(query), defaults, allowMine);

describe("where the library opens", () => {
  it("opens a Reviewer on what is assigned to them, and everyone else on Published", () => {
    expect(reviewer).toEqual({ label: "in-review", mine: true });
    expect(practitioner).toEqual({ label: "published", mine: false });
    expect(libraryDefaults(ROLE_IDS.superAdmin)).toEqual({ label: "published", mine: false });
    expect(parse("", reviewer, true)).toEqual({
      label: "in-review",
      q: "",
      topic: null,
      page: 1,
      mine: true,
    });
  });

  it("offers 'Assigned to me' to Reviewers and Super Admins only", () => {
    expect(mayFilterAssignedToMe(ROLE_IDS.reviewer)).toBe(true);
    expect(mayFilterAssignedToMe(ROLE_IDS.superAdmin)).toBe(true);
    expect(mayFilterAssignedToMe(ROLE_IDS.practitioner)).toBe(false);
    expect(mayFilterAssignedToMe(undefined)).toBe(false);
  });
});

describe("parseLibraryParams", () => {
  it("reads every parameter", () => {
    expect(
      parse("tab=draft&q=%20hot%20flush%20&topic=sleep-problems&page=3&mine=1", practitioner, true),
    ).toEqual({
      label: "draft",
      q: "hot flush",
      topic: "sleep-problems",
      page: 3,
      mine: true,
    });
  });

  it("falls back to the defaults for unknown or malformed values", () => {
    expect(parse("tab=live&topic=hot-flashes&page=-2")).toEqual(parse(""));
    for (const page of ["0", "2.5", "abc", "1e3", "99999999"]) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse("mine=maybe", reviewer, true).mine).toBe(true);
  });

  it("lets a Reviewer turn 'Assigned to me' off, and ignores it for people who may not use it", () => {
    expect(parse("mine=0", reviewer, true).mine).toBe(false);
    expect(parse("mine=1", practitioner, false).mine).toBe(false);
  });

  it("keeps a search to the length the API takes", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(CONTENT_LIMITS.searchMax);
  });
});

describe("libraryParamsOf", () => {
  it("leaves the defaults out, so home is the bare path", () => {
    expect(libraryParamsOf(parse("", reviewer, true), reviewer).toString()).toBe("");
    expect(libraryParamsOf(parse(""), practitioner).toString()).toBe("");
  });

  it("writes what differs, and reads back the same view", () => {
    const view: LibraryView = {
      label: "archived",
      q: "bone & joints",
      topic: "bone-health",
      page: 2,
      mine: false,
    };
    const params = libraryParamsOf(view, reviewer);
    expect(params.get("mine")).toBe("0");
    expect(params.get("tab")).toBe("archived");
    expect(parseLibraryParams(new URLSearchParams(params.toString()), reviewer, true)).toEqual(view);
  });
});
