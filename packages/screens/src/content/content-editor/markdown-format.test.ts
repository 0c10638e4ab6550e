import { describe, expect, it } from "vitest";

import { applyMarkdownFormat, type TextSelection } from "./markdown-format";

/** `[` and `]` mark the selection in these texts. */
function sel(marked: string): TextSelection {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { text: marked.replace("[", "").replace("]", ""), start, end };
}
function show({ text, start, end }: TextSelection): string {
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe("applyMarkdownFormat", () => {
  it("wraps the selection in bold or italic marks and keeps it selected", () => {
    expect(show(applyMarkdownFormat(sel("Drink [cold] water"), "bold"))).toBe("Drink **[cold]** water");
    expect(show(applyMarkdownFormat(sel("Drink [cold] water"), "italic"))).toBe("Drink _[cold]_ water");
  });

  it("selects a placeholder to type over when nothing is selected", () => {
    expect(show(applyMarkdownFormat(sel("Tip: []"), "bold"))).toBe("Tip: **[bold text]**");
  });

  it("makes the selection a link's text and selects its address", () => {
    const result = applyMarkdownFormat(sel("See [NICE] now"), "link");
    expect(result.text).toBe("See [NICE](https://) now");
    expect(result.text.slice(result.start, result.end)).toBe("https://");
  });

  it("marks every selected line as a list, numbered list, quote or heading", () => {
    expect(applyMarkdownFormat(sel("Intro\n[Walk\nSwim]\nEnd"), "bulleted").text).toBe(
      "Intro\n- Walk\n- Swim\nEnd",
    );
    expect(applyMarkdownFormat(sel("[Walk\nSwim]"), "numbered").text).toBe("1. Walk\n2. Swim");
    expect(applyMarkdownFormat(sel("Sw[]im"), "quote").text).toBe("> Swim");
    expect(applyMarkdownFormat(sel("[Sleep]"), "heading").text).toBe("## Sleep");
  });

  it("removes the mark when every selected line already has it, and swaps one line mark for another", () => {
    expect(applyMarkdownFormat(sel("[- Walk\n- Swim]"), "bulleted").text).toBe("Walk\nSwim");
    expect(applyMarkdownFormat(sel("[1. Walk\n2. Swim]"), "numbered").text).toBe("Walk\nSwim");
    expect(applyMarkdownFormat(sel("[- Walk]"), "numbered").text).toBe("1. Walk");
  });
});
