/**
 * The layout breakpoints of the product: mobile below 768 px, tablet up to 1024 px,
 * laptop below 1280 px, desktop from 1280 px.
 */
export const breakpoints = {
  /** First width that is no longer mobile. */
  tablet: 768,
  /** First width past the tablet range (tooltips stop being tap popovers here). */
  laptop: 1025,
  /** First desktop width. */
  desktop: 1280,
} as const;

export type BreakpointName = "mobile" | "tablet" | "laptop" | "desktop";

/** Names the breakpoint a viewport width falls into. */
export function breakpointFor(width: number): BreakpointName {
  if (width < breakpoints.tablet) return "mobile";
  if (width < breakpoints.laptop) return "tablet";
  if (width < breakpoints.desktop) return "laptop";
  return "desktop";
}
