import { describe, expect, it } from "vitest";

import { libraryArticlePath, libraryListPath, readLibraryParams, writeLibraryParams } from "./library-params";

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

describe("libraryArticlePath and libraryListPath", () => {
  it("carries the list's search, topic and page to the article and back", () => {
    const params = { q: "hot flashes", topic: null, page: 2 };
    const article = libraryArticlePath("4f6c1d2e-0000-4000-8000-000000000001", params);
    expect(article).toBe("/library/4f6c1d2e-0000-4000-8000-000000000001?q=hot+flashes&page=2");
    // The article page reads the list back from its own address (after a reload too).
    const back = libraryListPath(readLibraryParams(new URL(article, "https://haven.test").searchParams));
    expect(back).toBe("/library?q=hot+flashes&page=2");
  });

  it("keeps the topic, and leaves the defaults out", () => {
    expect(libraryArticlePath("a1", { q: "", topic: "sleep-problems", page: 1 })).toBe(
      "/library/a1?topic=sleep-problems",
    );
    expect(libraryArticlePath("a1", { q: "", topic: null, page: 1 })).toBe("/library/a1");
    expect(libraryListPath({ q: "", topic: null, page: 1 })).toBe("/library");
  });

  it("escapes the id and the search", () => {
    expect(libraryArticlePath("a/b?c", { q: "flush & sweats #2", topic: null, page: 1 })).toBe(
      "/library/a%2Fb%3Fc?q=flush+%26+sweats+%232",
    );
  });

  it("makes an article address's unsafe list safe on the way back", () => {
    const search = new URLSearchParams("q=++sleep++&topic=nope&page=-1");
    expect(libraryListPath(readLibraryParams(search))).toBe("/library?q=sleep");
  });
});
