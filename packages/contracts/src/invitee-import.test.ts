import { describe, expect, it } from "vitest";

import { findInviteesInText } from "./invitee-import";

describe("findInviteesInText", () => {
  it("finds e-mail addresses and phone numbers with the names beside them", () => {
    const text = [
      "Client list",
      "Name Email Phone",
      "Ada Lovelace ada@example.com",
      "Grace Hopper, +1 (555) 010-2030",
      "Joan Clarke - joan@example.org 5550102040",
      "Page 1 of 1",
    ].join("\n");
    expect(findInviteesInText(text)).toEqual([
      { name: "Ada Lovelace", contact: "ada@example.com" },
      { name: "Grace Hopper", contact: "+15550102030" },
      { name: "Joan Clarke", contact: "joan@example.org, 5550102040" },
    ]);
  });

  it("finds nothing in text without contacts", () => {
    expect(findInviteesInText("Invite your clients\nDate 2026-11-23")).toEqual([]);
  });
});
