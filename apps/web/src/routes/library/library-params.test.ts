import { describe, expect, it } from "vitest";

import { readLibraryParams, writeLibraryParams } from "./library-params";

const read = (query: string) => readLibraryParams(new URLSearchParams(query));

describe("readLibraryParams", () => {
  it("reads the search, topic and page", () => {
    expect(read("q=night+sweats&topic=sleep-problems&page=3")).toEqual({
      q: "night sweats",
      topic: "sleep-problems",
      page: 3,
    });
  });

  it("starts from the whole library on the first page", () => {
    expect(read("")).toEqual({ q: "", topic: null, page: 1 });
  });

  it("makes unsafe values safe", () => {
    expect(read("topic=not-a-topic&page=0").topic).toBeNull();
    expect(read("page=0").page).toBe(1);
    expect(read("page=-2").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
    expect(read("page=99999999999").page).toBe(1);
    expect(read(`q=${"a".repeat(250)}`).q).toHaveLength(200);
    expect(read("q=++sleep++").q).toBe("sleep");
  });
});

describe("writeLibraryParams", () => {
  it("leaves out the defaults", () => {
    expect(writeLibraryParams({ q: "", topic: null, page: 1 }).toString()).toBe("");
  });

  it("writes what differs, and reads back the same", () => {
    const params = { q: "hot flush & sweats", topic: "hormone-therapy" as const, page: 2 };
    const written = writeLibraryParams(params);
    expect(written.toString()).toBe("q=hot+flush+%26+sweats&topic=hormone-therapy&page=2");
    expect(readLibraryParams(written)).toEqual(params);
  });
});
