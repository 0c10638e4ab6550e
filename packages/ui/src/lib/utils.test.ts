import { describe, expect, it } from "vitest";

import { breakpointFor } from "./breakpoints";
import { cn } from "./utils";

describe("cn", () => {
  it("lets the last conflicting class win", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    const muted = new Date(0).getTime() > 0;
    expect(cn("bg-primary", muted && "bg-muted", "bg-destructive")).toBe("bg-destructive");
  });

  it("keeps a custom font size and a text colour side by side", () => {
    expect(cn("text-caption text-primary")).toBe("text-caption text-primary");
    expect(cn("text-sm", "text-caption")).toBe("text-caption");
  });
});

describe("breakpointFor", () => {
  it("follows the spec's bands", () => {
    expect(breakpointFor(375)).toBe("mobile");
    expect(breakpointFor(767)).toBe("mobile");
    expect(breakpointFor(768)).toBe("tablet");
    expect(breakpointFor(1024)).toBe("tablet");
    expect(breakpointFor(1025)).toBe("laptop");
    expect(breakpointFor(1279)).toBe("laptop");
    expect(breakpointFor(1280)).toBe("desktop");
  });
});
