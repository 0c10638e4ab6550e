// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  isBelowDesktop,
  isMobile,
  isTouchLayout,
  useBreakpoint,
  type BreakpointState,
} from "./use-breakpoint";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

function Probe({ onRender }: { onRender: (state: BreakpointState) => void }) {
  const state = useBreakpoint();
  onRender(state);
  return <span>{state.breakpoint}</span>;
}

describe("breakpoint helpers", () => {
  it("name the spec's thresholds", () => {
    expect(isMobile("mobile")).toBe(true);
    expect(isMobile("tablet")).toBe(false);
    expect(isTouchLayout("mobile")).toBe(true);
    expect(isTouchLayout("tablet")).toBe(true);
    expect(isTouchLayout("laptop")).toBe(false);
    expect(isBelowDesktop("laptop")).toBe(true);
    expect(isBelowDesktop("desktop")).toBe(false);
  });
});

describe("useBreakpoint", () => {
  let container: HTMLDivElement;
  let root: Root;
  const originalWidth = window.innerWidth;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    resizeTo(originalWidth);
    vi.unstubAllGlobals();
  });

  it("reports the band of the current width and follows resizes", () => {
    resizeTo(375);
    const seen: BreakpointState[] = [];
    act(() => root.render(<Probe onRender={(state) => seen.push(state)} />));
    expect(seen.at(-1)).toEqual({
      breakpoint: "mobile",
      isMobile: true,
      isTouchLayout: true,
      isBelowDesktop: true,
    });

    act(() => resizeTo(1024));
    expect(seen.at(-1)).toMatchObject({ breakpoint: "tablet", isMobile: false, isTouchLayout: true });

    act(() => resizeTo(1025));
    expect(seen.at(-1)).toMatchObject({ breakpoint: "laptop", isTouchLayout: false, isBelowDesktop: true });

    act(() => resizeTo(1440));
    expect(seen.at(-1)).toMatchObject({ breakpoint: "desktop", isBelowDesktop: false });
    expect(container.textContent).toBe("desktop");
  });

  it("does not re-render for a resize inside the same band", () => {
    resizeTo(800);
    let renders = 0;
    act(() => root.render(<Probe onRender={() => (renders += 1)} />));
    const afterMount = renders;
    act(() => resizeTo(900));
    act(() => resizeTo(1000));
    expect(renders).toBe(afterMount);
  });

  it("listens to the band edges through matchMedia and lets go on unmount", () => {
    const lists = new Map<string, { add: ReturnType<typeof vi.fn>; remove: ReturnType<typeof vi.fn> }>();
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => {
        const list = { add: vi.fn(), remove: vi.fn() };
        lists.set(query, list);
        return { matches: false, addEventListener: list.add, removeEventListener: list.remove };
      }),
    );
    act(() => root.render(<Probe onRender={() => undefined} />));
    expect([...lists.keys()]).toEqual(["(min-width: 768px)", "(min-width: 1025px)", "(min-width: 1280px)"]);
    for (const list of lists.values()) expect(list.add).toHaveBeenCalledWith("change", expect.any(Function));

    act(() => root.unmount());
    for (const list of lists.values())
      expect(list.remove).toHaveBeenCalledWith("change", expect.any(Function));
    root = createRoot(container);
  });

  it("assumes the desktop layout when rendered on a server", () => {
    expect(renderToString(<Probe onRender={() => undefined} />)).toContain("desktop");
  });
});
