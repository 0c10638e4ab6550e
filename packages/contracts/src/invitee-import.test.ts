import { describe, expect, it } from "vitest";

import { findInviteesInText, MAX_IMPORTED_INVITEES, readInviteeCsvRows } from "./invitee-import";

describe("readInviteeCsvRows", () => {
  it("reads name,email,phone rows with or without a header, skipping blank lines", () => {
    const csv =
      '\uFEFFname,email,phone\r\nAda Lovelace,ada@example.com,\r\n\r\n"Hopper, Grace",,+1 (555) 010-2030\n';
    expect(readInviteeCsvRows(csv)).toEqual([
      { name: "Ada Lovelace", contact: "ada@example.com" },
      { name: "Hopper, Grace", contact: "+1 (555) 010-2030" },
    ]);
    expect(readInviteeCsvRows("Ada,ada@example.com")).toEqual([{ name: "Ada", contact: "ada@example.com" }]);
  });

  it("keeps incomplete rows so that the person can correct them", () => {
    expect(readInviteeCsvRows(",ada@example.com\nGrace,,")).toEqual([
      { name: "", contact: "ada@example.com" },
      { name: "Grace", contact: "" },
    ]);
  });

  it("takes at most the import limit", () => {
    const csv = Array.from({ length: MAX_IMPORTED_INVITEES + 5 }, (_, i) => `P${i},p${i}@example.com`).join(
      "\n",
    );
    expect(readInviteeCsvRows(csv)).toHaveLength(MAX_IMPORTED_INVITEES);
  });
});

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
      { name: "Joan Clarke", contact: "joan@example.org" },
    ]);
  });

  it("finds nothing in text without contacts", () => {
    expect(findInviteesInText("Invite your clients\nDate 2026-11-23")).toEqual([]);
  });
});
