// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

// React's act() checks this flag before it lets effects run synchronously in tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const text = "# Sleep\n\nHot flushes at **night**.";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.doUnmock("./markdown-renderer");
  vi.resetModules();
});

/** Renders a MarkdownView from a fresh copy of the module, whose renderer has not loaded yet. */
async function show() {
  vi.resetModules();
  const module = await import("./markdown-view");
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<module.MarkdownView markdown={text} />));
  return { container, preload: module.preloadMarkdownView };
}

describe("MarkdownView while its renderer loads", () => {
  it("shows a busy placeholder until the renderer has loaded, then the text", async () => {
    const { container, preload } = await show();
    const view = container.querySelector('[data-slot="markdown-view"]');
    expect(view?.getAttribute("aria-busy")).toBe("true");
    expect(view?.textContent).toBe("Loading the text…");
    expect(container.querySelector("h2")).toBeNull();

    // The load MarkdownView started (the same one preloading waits for) ends.
    await act(() => preload());
    expect(container.querySelector("h2")?.textContent).toBe("Sleep");
    expect(container.querySelector("strong")?.textContent).toBe("night");
    expect(container.querySelector("[aria-busy]")).toBeNull();
  });

  it("shows the text as written when the renderer cannot load, and tries again on the next call", async () => {
    vi.doMock("./markdown-renderer", () => {
      throw new Error("the connection dropped");
    });
    const { container, preload } = await show();
    await act(() => preload().catch(() => undefined));
    const plain = container.querySelector('[data-state="plain"] p');
    expect(plain?.textContent).toBe(text);
    expect(container.querySelector("[aria-busy]")).toBeNull();
    expect(container.querySelector("h2")).toBeNull();

    // A failed load is not kept: the next call loads again rather than answering the old failure.
    const first = preload();
    await expect(first).rejects.toThrow();
    const second = preload();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});
