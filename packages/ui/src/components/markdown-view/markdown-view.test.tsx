import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";

import { MarkdownView, preloadMarkdownView } from "./markdown-view";

const render = (markdown: string, headingOffset?: number) =>
  renderToStaticMarkup(<MarkdownView markdown={markdown} headingOffset={headingOffset} />);

describe("MarkdownView", () => {
  // What it renders once the renderer has loaded (the loading itself: markdown-view-loading.test).
  beforeAll(() => preloadMarkdownView());

  it("renders headings one level under the page's, lists, emphasis and tables", () => {
    const html = render(
      "# Sleep\n\nHot flushes at **night**.\n\n- one\n- two\n\n| Type | Range |\n| --- | --- |\n| Fasting | 70–99 |",
    );
    expect(html).toContain("<h2");
    expect(html).toContain(">Sleep</h2>");
    expect(html).toContain("<strong>night</strong>");
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain("<th");
    expect(html).toContain("70–99");
    expect(render("# Top", 0)).toContain("<h1");
    expect(render("###### Deep", 3)).toContain("<h6");
  });

  it("never renders raw HTML, scripts, frames or event handlers", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        '<iframe src="https://example.com"></iframe>',
        '<a href="https://example.com" onclick="alert(3)">x</a>',
        '<div style="position:fixed">cover</div>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<iframe|<img|onerror|onclick|style=|<div style/i);
  });

  it("drops javascript:, data: and vbscript: links but keeps http, https, mailto and relative ones", () => {
    const html = render(
      [
        "[a](javascript:alert(1))",
        "[b](JaVaScRiPt:alert(1))",
        "[c](data:text/html;base64,PHNjcmlwdD4=)",
        "[d](vbscript:msgbox)",
        "[e](https://www.nice.org.uk/guidance/ng23)",
        "[f](mailto:care@example.com)",
        "[g](/library/abc)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/javascript:|data:text|vbscript:/i);
    // A dropped link's words stay as plain text, not as a link that goes nowhere.
    expect(html).toContain("<span>a</span>");
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).toContain('href="https://www.nice.org.uk/guidance/ng23"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="mailto:care@example.com"');
    expect(html).toContain('href="/library/abc"');
  });

  it("shows an image's description instead of loading it", () => {
    const html = render("![A chart of hot flushes](https://tracker.example.com/pixel.png)");
    expect(html).not.toContain("tracker.example.com");
    expect(html).toContain("[Image: A chart of hot flushes]");
  });
});
