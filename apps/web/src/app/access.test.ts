import { describe, expect, it } from "vitest";

import { canAccess, homeRouteFor } from "./access";
import { onboardingResumePath, onboardingStepAt } from "./onboarding-steps";
import { safeNextPath, withNext } from "./paths";

describe("home routes (spec section 2)", () => {
  it.each([
    ["admin", "/admin"],
    ["coaches", "/coaches"],
    ["Practitioner", "/content-manager/library"],
    ["Coach", "/content-manager/library"],
    ["Reviewer", "/content-manager/library"],
    ["Super Admin", "/content-manager/library"],
    ["Client", "/health-snapshot"],
  ] as const)("%s lands on %s", (role, path) => {
    expect(homeRouteFor(role)).toBe(path);
  });

  it("sends a guest back to their onboarding, and anyone else to /auth", () => {
    expect(homeRouteFor("guest", 3)).toBe("/welcome/client");
    expect(homeRouteFor("guest", 2)).toBe("/welcome/practitioner");
    expect(homeRouteFor("guest")).toBe("/auth");
    expect(homeRouteFor(null)).toBe("/auth");
  });
});

describe("route access (decisions.md)", () => {
  it("opens each group to its roles only", () => {
    expect(canAccess("Client", "healthSnapshot")).toBe(true);
    expect(canAccess("Practitioner", "healthSnapshot")).toBe(false);
    expect(canAccess("Client", "contentManager")).toBe(false);
    expect(canAccess("Reviewer", "contentManager")).toBe(true);
    expect(canAccess("Reviewer", "coaches")).toBe(false);
    expect(canAccess("Coach", "coaches")).toBe(true);
    expect(canAccess("admin", "admin")).toBe(true);
    expect(canAccess("Practitioner", "admin")).toBe(false);
    expect(canAccess("guest", "onboarding")).toBe(true);
    expect(canAccess("Client", "onboarding")).toBe(false);
    expect(canAccess(null, "onboarding")).toBe(false);
  });

  it("keeps the client finish page open while its submission turns the guest into a Client", () => {
    expect(canAccess("guest", "clientFinish")).toBe(true);
    expect(canAccess("Client", "clientFinish")).toBe(true);
    expect(canAccess("Practitioner", "clientFinish")).toBe(false);
    expect(canAccess(null, "clientFinish")).toBe(false);
  });

  it("keeps the practitioner finish page open while its submission makes the guest a Practitioner", () => {
    expect(canAccess("guest", "practitionerFinish")).toBe(true);
    expect(canAccess("Practitioner", "practitionerFinish")).toBe(true);
    expect(canAccess("Client", "practitionerFinish")).toBe(false);
    expect(canAccess(null, "practitionerFinish")).toBe(false);
  });
});

describe("the remembered path", () => {
  it("keeps in-app paths and refuses other origins", () => {
    expect(safeNextPath("/health-snapshot?tab=1")).toBe("/health-snapshot?tab=1");
    expect(safeNextPath("//evil.example")).toBeNull();
    expect(safeNextPath("https://evil.example")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
    expect(withNext("/register", "/health-snapshot")).toBe("/register?next=%2Fhealth-snapshot");
    expect(withNext("/register", null)).toBe("/register");
  });
});

describe("resuming an unfinished onboarding", () => {
  it("sends a guest to the page they left, when it belongs to their flow", () => {
    expect(homeRouteFor("guest", 3, onboardingResumePath(3, { step: "values", page: null }))).toBe("/values");
    expect(homeRouteFor("guest", 2, onboardingResumePath(2, { step: "intro", page: 3 }))).toBe(
      "/welcome/practitioner?page=3",
    );
    expect(homeRouteFor("guest", 2, onboardingResumePath(2, { step: "profileSetup", page: null }))).toBe(
      "/profile-setup",
    );
    // Another flow's page, or none: the flow's start.
    expect(onboardingResumePath(3, { step: "profileSetup", page: null })).toBeNull();
    expect(homeRouteFor("guest", 3, onboardingResumePath(3, { step: null, page: null }))).toBe(
      "/welcome/client",
    );
    // Only an unfinished onboarding resumes.
    expect(homeRouteFor("Client", 3, "/values")).toBe("/health-snapshot");
  });

  it("names the onboarding page at an address, and only onboarding pages", () => {
    expect(onboardingStepAt(3, "/about-you", "")).toEqual({ step: "aboutYou", page: null });
    expect(onboardingStepAt(2, "/welcome/practitioner", "?page=4")).toEqual({ step: "intro", page: 4 });
    expect(onboardingStepAt(2, "/welcome/practitioner", "?page=x")).toEqual({ step: "intro", page: null });
    expect(onboardingStepAt(2, "/about-you", "")).toBeNull();
    expect(onboardingStepAt(3, "/finish", "")).toBeNull();
    expect(onboardingStepAt(3, "/health-snapshot", "")).toBeNull();
  });
});
