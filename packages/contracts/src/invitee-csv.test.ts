import { describe, expect, it } from "vitest";

import { contactParts, inviteeFromDraft } from "./coach-onboarding-draft";
import { readInviteeCsvRows } from "./invitee-csv";
import { MAX_IMPORTED_INVITEES } from "./invitee-import";

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

  it("reads every column: a row with an e-mail address and a phone number keeps both", () => {
    expect(readInviteeCsvRows("name,email,phone\nAda,ada@example.com,5550102030\n")).toEqual([
      { name: "Ada", contact: "ada@example.com, 5550102030" },
    ]);
  });

  it("reads semicolon-separated files", () => {
    expect(readInviteeCsvRows("name;email;phone\nLee, Ann;ann@example.com;+353 87 123 4567\n")).toEqual([
      { name: "Lee, Ann", contact: "ann@example.com, +353 87 123 4567" },
    ]);
  });

  it("takes the columns in the order the header gives", () => {
    const csv =
      "Phone Number,E-mail,Full name\n5550102030,ada@example.com,Ada Lovelace\n,grace@example.com,Grace\n";
    expect(readInviteeCsvRows(csv)).toEqual([
      { name: "Ada Lovelace", contact: "ada@example.com, 5550102030" },
      { name: "Grace", contact: "grace@example.com" },
    ]);
  });

  it("reads a quoted cell that holds a line break as one cell", () => {
    const csv = 'name,email,phone\n"Ada\nLovelace",ada@example.com,\nGrace,grace@example.com,\n';
    expect(readInviteeCsvRows(csv)).toEqual([
      { name: "Ada Lovelace", contact: "ada@example.com" },
      { name: "Grace", contact: "grace@example.com" },
    ]);
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

describe("an invitee's contact", () => {
  it("is an e-mail address when it has an @ or a letter, else a phone number", () => {
    expect(contactParts("ada@example.com")).toEqual({ email: "ada@example.com" });
    expect(contactParts("ada.example.com")).toEqual({ email: "ada.example.com" });
    expect(contactParts("+1 (555) 010-2030")).toEqual({ phone: "+1 (555) 010-2030" });
    expect(contactParts("  ")).toEqual({});
  });

  it("may hold an e-mail address and a phone number", () => {
    expect(contactParts("ada@example.com, +1 (555) 010-2030")).toEqual({
      email: "ada@example.com",
      phone: "+1 (555) 010-2030",
    });
    expect(inviteeFromDraft({ name: " Ada ", contact: "5550102030; ada@example.com" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      phone_number: "5550102030",
    });
  });
});
