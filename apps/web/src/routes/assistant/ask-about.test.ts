import { describe, expect, it } from "vitest";

import { askAboutPath } from "../../app/paths";
import { askWithoutAbout, readAboutParam } from "./ask-about";

const ARTICLE_ID = "4f6c1d2e-5a3b-4c8d-9e0f-1a2b3c4d5e6f";
const read = (query: string) => readAboutParam(new URLSearchParams(query));

describe("askAboutPath", () => {
  it("starts a chat about one article", () => {
    expect(askAboutPath(ARTICLE_ID)).toBe(`/ask?about=${ARTICLE_ID}`);
    expect(read(askAboutPath(ARTICLE_ID).split("?")[1]!)).toEqual({ kind: "article", id: ARTICLE_ID });
  });
});

describe("readAboutParam", () => {
  it("reads the article's id", () => {
    expect(read(`about=${ARTICLE_ID}`)).toEqual({ kind: "article", id: ARTICLE_ID });
    expect(read(`about=+${ARTICLE_ID}+`)).toEqual({ kind: "article", id: ARTICLE_ID });
  });

  it("tells no article from one that cannot exist", () => {
    expect(read("")).toEqual({ kind: "none" });
    expect(read("other=1")).toEqual({ kind: "none" });
    expect(read("about=")).toEqual({ kind: "invalid" });
    expect(read("about=hot-flushes")).toEqual({ kind: "invalid" });
    expect(read(`about=${ARTICLE_ID}x`)).toEqual({ kind: "invalid" });
  });
});

describe("askWithoutAbout", () => {
  it("drops the article and keeps the rest", () => {
    expect(askWithoutAbout(new URLSearchParams(`about=${ARTICLE_ID}`))).toBe("/ask");
    expect(askWithoutAbout(new URLSearchParams(`about=${ARTICLE_ID}&utm=mail`))).toBe("/ask?utm=mail");
    expect(askWithoutAbout(new URLSearchParams(""))).toBe("/ask");
  });
});
