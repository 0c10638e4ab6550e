// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { LoadingScreen } from "./loading-screen";

const indexHtml = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "index.html");

/** The page's markup without the whitespace between tags, which the browser does not paint. */
function body(html: string) {
  const document = new DOMParser().parseFromString(html, "text/html");
  const root = document.getElementById("root") ?? document.body;
  for (const node of [...root.querySelectorAll("*"), root])
    for (const child of [...node.childNodes])
      if (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) child.remove();
  return root;
}

describe("index.html", () => {
  it("paints the loading screen before any script runs, exactly as React renders it", () => {
    const page = body(readFileSync(indexHtml, "utf8"));
    const rendered = body(`<div id="root">${renderToStaticMarkup(<LoadingScreen />)}</div>`);
    expect(page.children).toHaveLength(1);
    expect(page.querySelector("svg[role=status]")?.getAttribute("aria-label")).toBe("Loading");
    expect(page.isEqualNode(rendered)).toBe(true);
  });
});
