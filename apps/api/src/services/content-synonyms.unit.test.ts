import { describe, expect, it } from "vitest";

import { expandQuery, MENOPAUSE_SYNONYMS } from "./content-synonyms";

describe("the menopause synonym list", () => {
  it("finds a group by any of its phrases, plural or not, and keeps the other words", () => {
    const hotFlush = [...MENOPAUSE_SYNONYMS[0]!];
    expect(expandQuery("What helps hot flashes at night?")).toEqual({
      groups: [hotFlush],
      words: ["what", "helps", "at", "night"],
    });
    expect(expandQuery("HOT FLUSH").groups).toEqual([hotFlush]);
    expect(expandQuery("is HRT safe").groups[0]).toContain("hormone therapy");
    expect(expandQuery("vaginal dryness and GSM").groups).toHaveLength(1);
  });

  it("leaves a query without a known term as words", () => {
    expect(expandQuery("walking shoes")).toEqual({ groups: [], words: ["walking", "shoes"] });
    expect(expandQuery("'; drop table users; --")).toEqual({ groups: [], words: ["drop", "table", "users"] });
  });
});
