import { describe, expect, it } from "vitest";

import { canAccess } from "./access";
import { navItemsFor } from "./navigation";

describe("navigation by role (decisions.md 'The signed-in product')", () => {
  it.each([
    [
      "Client",
      [
        "Health snapshot /health-snapshot",
        "Check-in /symptoms",
        "Glucose /glucose",
        "Mood /mood",
        "Health history /health-history",
        "Ask /ask",
        "Library /library",
        "Saved /saved",
      ],
    ],
    [
      "Practitioner",
      [
        "Library /content-manager/library",
        "Clients /coaches",
        "Handouts /coaches/handouts",
        "Ask /ask",
        "Saved /saved",
      ],
    ],
    [
      "Coach",
      [
        "Library /content-manager/library",
        "Clients /coaches",
        "Handouts /coaches/handouts",
        "Ask /ask",
        "Saved /saved",
      ],
    ],
    ["Reviewer", ["Library /content-manager/library", "Ask /ask", "Saved /saved"]],
    [
      "Super Admin",
      [
        "Library /content-manager/library",
        "Clients /coaches",
        "Handouts /coaches/handouts",
        "Ask /ask",
        "Saved /saved",
        "Administration /admin",
      ],
    ],
    ["admin", ["Administration /admin", "Library /library", "Ask /ask", "Saved /saved"]],
    [
      "coaches",
      ["Clients /coaches", "Handouts /coaches/handouts", "Library /library", "Ask /ask", "Saved /saved"],
    ],
  ] as const)("%s sees %j", (role, expected) => {
    expect(navItemsFor(role, "/").map((item) => `${item.label} ${item.to}`)).toEqual(expected);
  });

  it("marks the current page, also below it", () => {
    const items = navItemsFor("Super Admin", "/content-manager/library/123");
    expect(items.map((item) => item.current)).toEqual([true, false, false, false, false, false]);
  });

  it("marks Handouts, not Clients, on a handout", () => {
    const items = navItemsFor("Practitioner", "/coaches/handouts/new");
    expect(items.filter((item) => item.current).map((item) => item.label)).toEqual(["Handouts"]);
    const client = navItemsFor("Practitioner", "/coaches/clients/5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11");
    expect(client.filter((item) => item.current).map((item) => item.label)).toEqual(["Clients"]);
  });

  it("marks Ask while a chat is open", () => {
    const items = navItemsFor("Client", "/ask/5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11");
    expect(items.filter((item) => item.current).map((item) => item.label)).toEqual(["Ask"]);
  });

  it("marks the snapshot while its timeline is open", () => {
    const items = navItemsFor("Client", "/health-snapshot/timeline");
    expect(items.filter((item) => item.current).map((item) => item.label)).toEqual(["Health snapshot"]);
  });

  it("offers no link the role may not open", () => {
    const healthPages = ["/health-snapshot", "/symptoms", "/glucose", "/mood", "/health-history"];
    for (const role of [
      "Client",
      "Practitioner",
      "Coach",
      "Reviewer",
      "Super Admin",
      "admin",
      "coaches",
    ] as const) {
      for (const item of navItemsFor(role, "/")) {
        const group = healthPages.includes(item.to)
          ? "healthSnapshot"
          : item.to === "/admin"
            ? "admin"
            : item.to === "/library" || item.to === "/ask" || item.to === "/saved"
              ? "signedIn"
              : item.to.startsWith("/coaches")
                ? "coaches"
                : "contentManager";
        expect(canAccess(role, group), `${role} → ${item.to}`).toBe(true);
      }
    }
  });

  it("has nothing for someone signed out or still onboarding", () => {
    expect(navItemsFor(null, "/")).toEqual([]);
    expect(navItemsFor("guest", "/")).toEqual([]);
  });
});
