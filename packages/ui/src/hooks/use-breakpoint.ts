import { useSyncExternalStore } from "react";

import { breakpointFor, breakpoints, type BreakpointName } from "../lib/breakpoints";

/** Mobile layout: widths below 768 px (full-screen dialogs, toasts at the top-right). */
export function isMobile(breakpoint: BreakpointName): boolean {
  return breakpoint === "mobile";
}

/** Touch layout: widths of 1024 px or less (tooltips become tap-to-open popovers). */
export function isTouchLayout(breakpoint: BreakpointName): boolean {
  return breakpoint === "mobile" || breakpoint === "tablet";
}

/** Below the desktop width of 1280 px, where the page layout narrows. */
export function isBelowDesktop(breakpoint: BreakpointName): boolean {
  return breakpoint !== "desktop";
}

/** The media queries whose change moves the window from one band to another. */
const bandQueries = [breakpoints.tablet, breakpoints.laptop, breakpoints.desktop].map(
  (width) => `(min-width: ${width}px)`,
);

function subscribe(onChange: () => void): () => void {
  // A media query fires only when a band edge is crossed; `resize` covers environments without
  // matchMedia. React ignores notifications that do not change the snapshot.
  const lists = typeof window.matchMedia === "function" ? bandQueries.map((q) => window.matchMedia(q)) : [];
  for (const list of lists) list.addEventListener("change", onChange);
  window.addEventListener("resize", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
    window.removeEventListener("resize", onChange);
  };
}

function getSnapshot(): BreakpointName {
  return breakpointFor(window.innerWidth);
}

/** Without a window (server rendering) the widest layout is assumed. */
function getServerSnapshot(): BreakpointName {
  return "desktop";
}

export type BreakpointState = {
  /** The band the window's width falls into: mobile, tablet, laptop or desktop. */
  breakpoint: BreakpointName;
  /** Below 768 px. */
  isMobile: boolean;
  /** 1024 px or less. */
  isTouchLayout: boolean;
  /** Below 1280 px. */
  isBelowDesktop: boolean;
};

/**
 * The spec's layout band for the current window width, kept up to date as the window is resized:
 * mobile below 768 px, tablet up to 1024 px, laptop below 1280 px, desktop from 1280 px.
 */
export function useBreakpoint(): BreakpointState {
  const breakpoint = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return {
    breakpoint,
    isMobile: isMobile(breakpoint),
    isTouchLayout: isTouchLayout(breakpoint),
    isBelowDesktop: isBelowDesktop(breakpoint),
  };
}
