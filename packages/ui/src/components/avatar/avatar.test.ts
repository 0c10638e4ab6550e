import { describe, expect, it } from "vitest";

import { initialsOf } from "./avatar";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Jane Cooper")).toBe("JC");
    expect(initialsOf("Mary Ann de la Cruz")).toBe("MC");
    expect(initialsOf("  ana   lópez ")).toBe("AL");
  });

  it("takes one letter from a single word and nothing from a blank name", () => {
    expect(initialsOf("Madonna")).toBe("M");
    expect(initialsOf("   ")).toBe("");
  });

  it("keeps a letter outside the basic plane whole", () => {
    expect(initialsOf("𝒜da Byron")).toBe("𝒜B");
  });
});
