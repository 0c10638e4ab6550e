import { describe, expect, it } from "vitest";

import { carouselNext, carouselPageLabel } from "./carousel";

describe("carouselNext", () => {
  it("advances one page at a time", () => {
    expect(carouselNext(0, 6)).toEqual({ finish: false, page: 1 });
    expect(carouselNext(4, 6)).toEqual({ finish: false, page: 5 });
  });

  it("finishes on the last page", () => {
    expect(carouselNext(5, 6)).toEqual({ finish: true });
    expect(carouselNext(0, 1)).toEqual({ finish: true });
  });
});

describe("carouselPageLabel", () => {
  it("numbers pages from one", () => {
    expect(carouselPageLabel(0, 6)).toBe("Page 1 of 6");
    expect(carouselPageLabel(5, 6)).toBe("Page 6 of 6");
  });
});
