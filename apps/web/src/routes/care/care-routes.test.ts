import type { ClientShare, Handout, ManagedClient, PublishedContentListResponse } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import {
  CARE_CALL_FAILED,
  clientDisplayName,
  clientListFrom,
  clientPageSearch,
  clientPageTabOf,
  handoutLibraryResults,
  handoutSaveFailure,
  isMissing,
  messageOf,
  pickerHandoutsOf,
  shareClientsOf,
} from "./care-routes";

const CLIENT_A = "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f01";
const CLIENT_B = "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f02";
const HANDOUT_OLD = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a51";
const HANDOUT_NEW = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a52";

const client = (id: string, name: string): ManagedClient => ({
  id,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  tags: [],
  since: "2026-01-05T10:00:00.000Z",
  sharingHealthData: true,
  lastCheckIn: null,
  trend: [],
  lastMood: null,
  openAlerts: 0,
  latestAlertAt: null,
});

const handout = (id: string, title: string, updatedAt: string): Handout => ({
  id,
  title,
  body: `# ${title}`,
  source: null,
  createdAt: "2026-01-02T09:00:00.000Z",
  updatedAt,
  sharedWith: 0,
  attachments: [],
});

describe("clientPageTabOf", () => {
  it("reads a tab the page has", () => {
    expect(clientPageTabOf("glucose")).toBe("glucose");
    expect(clientPageTabOf("check-ins")).toBe("check-ins");
    expect(clientPageTabOf("shared")).toBe("shared");
  });

  it("opens Overview without a tab or with one the page does not have", () => {
    expect(clientPageTabOf(null)).toBe("overview");
    expect(clientPageTabOf("")).toBe("overview");
    expect(clientPageTabOf("Glucose")).toBe("overview");
    expect(clientPageTabOf("toString")).toBe("overview");
  });
});

describe("clientPageSearch", () => {
  it("keeps a tab in the address, and none for Overview", () => {
    expect(clientPageSearch("mood")).toEqual({ tab: "mood" });
    expect(clientPageSearch("overview")).toEqual({});
  });
});

describe("clientListFrom", () => {
  it("starts the lists 180 days before the end, today included", () => {
    expect(clientListFrom("2026-05-12")).toBe("2025-11-14");
    expect(clientListFrom("2024-06-28")).toBe("2024-01-01");
  });
});

describe("clientDisplayName", () => {
  it("uses the practitioner's name for the client, else their account's", () => {
    expect(clientDisplayName({ displayName: "Carmen", accountName: "Carmen Ortiz" })).toBe("Carmen");
    expect(clientDisplayName({ displayName: null, accountName: "Carmen Ortiz" })).toBe("Carmen Ortiz");
    expect(clientDisplayName({ displayName: "  ", accountName: "Carmen Ortiz" })).toBe("Carmen Ortiz");
  });
});

describe("shareClientsOf", () => {
  it("marks the clients who have the item already, in the list's order", () => {
    const clients = [client(CLIENT_A, "Amara Okafor"), client(CLIENT_B, "Beth Morgan")];
    const access = [
      {
        clientId: CLIENT_B,
        name: "Beth Morgan",
        sharedAt: "2026-03-02T10:00:00.000Z",
        openedAt: null,
      },
    ];
    expect(shareClientsOf(clients, access)).toEqual([
      { id: CLIENT_A, name: "Amara Okafor", email: "amara@example.com", hasAccess: false },
      { id: CLIENT_B, name: "Beth Morgan", email: "beth@example.com", hasAccess: true },
    ]);
  });
});

describe("pickerHandoutsOf", () => {
  it("lists the handouts newest first, marking those the client has (handouts only)", () => {
    const handouts = [
      handout(HANDOUT_OLD, "Sleeping better", "2026-01-10T09:00:00.000Z"),
      handout(HANDOUT_NEW, "Hot flushes", "2026-03-01T09:00:00.000Z"),
    ];
    const shared: ClientShare[] = [
      {
        kind: "handout",
        targetId: HANDOUT_OLD,
        title: "Sleeping better",
        sharedAt: "2026-02-01T09:00:00.000Z",
        openedAt: null,
      },
      // A library item with the same id as a handout is another thing.
      {
        kind: "content",
        targetId: HANDOUT_NEW,
        title: "Hot flushes: what helps",
        sharedAt: "2026-02-01T09:00:00.000Z",
        openedAt: null,
      },
    ];
    expect(pickerHandoutsOf(handouts, shared)).toEqual([
      { id: HANDOUT_NEW, title: "Hot flushes", updatedAt: "2026-03-01T09:00:00.000Z", shared: false },
      { id: HANDOUT_OLD, title: "Sleeping better", updatedAt: "2026-01-10T09:00:00.000Z", shared: true },
    ]);
  });
});

describe("handoutLibraryResults", () => {
  it("offers only items written for clients", () => {
    const base = {
      topics: [],
      sources: [],
      reviewers: [],
      reviewedAt: null,
      publishedAt: "2026-01-01",
      attachments: [],
    };
    const items = [
      { ...base, id: "a", title: "For clients", summary: "Read me", audience: "clients" },
      { ...base, id: "b", title: "For practitioners", summary: "Not for clients", audience: "practitioners" },
    ] as PublishedContentListResponse["items"];
    expect(handoutLibraryResults(items)).toEqual([{ id: "a", title: "For clients", summary: "Read me" }]);
    expect(handoutLibraryResults(undefined)).toEqual([]);
  });

  it("keeps the API's order (the most relevant first) and the words that matched", () => {
    const base = {
      topics: [],
      sources: [],
      reviewers: [],
      reviewedAt: null,
      audience: "clients",
      attachments: [],
    };
    const match = (title: [number, number][]) => ({ title, summary: [], excerpt: null });
    const items = [
      {
        ...base,
        id: "old",
        title: "Hot flushes",
        summary: "",
        publishedAt: "2024-01-01",
        match: match([[0, 3]]),
      },
      {
        ...base,
        id: "new",
        title: "Sleep and flushes",
        summary: "",
        publishedAt: "2026-01-01",
        match: match([]),
      },
    ] as PublishedContentListResponse["items"];
    expect(handoutLibraryResults(items)).toEqual([
      { id: "old", title: "Hot flushes", summary: "", titleMarks: [[0, 3]], summaryMarks: [] },
      { id: "new", title: "Sleep and flushes", summary: "", titleMarks: [], summaryMarks: [] },
    ]);
  });
});

describe("handoutSaveFailure", () => {
  it("puts the API's field messages on the fields", () => {
    const error = {
      status: 400,
      message: "Invalid request",
      data: { fieldErrors: { title: "Enter a title for the handout" } },
    };
    expect(handoutSaveFailure(error)).toEqual({
      fieldErrors: { title: "Enter a title for the handout" },
      message: null,
    });
  });

  it("says above the form what no field of the editor shows (the source's message)", () => {
    const error = {
      status: 400,
      message: "Invalid request",
      data: {
        fieldErrors: {
          body: "Write the handout's text",
          sourceContentId: "This library item does not exist or is not published",
        },
      },
    };
    expect(handoutSaveFailure(error)).toEqual({
      fieldErrors: { body: "Write the handout's text" },
      message: "This library item does not exist or is not published",
    });
  });

  it("says the API's message when no field is named, else a general one", () => {
    expect(handoutSaveFailure({ status: 500, message: "Network Error", data: undefined })).toEqual({
      fieldErrors: {},
      message: "Network Error",
    });
    expect(handoutSaveFailure(undefined)).toEqual({ fieldErrors: {}, message: CARE_CALL_FAILED });
  });
});

describe("isMissing and messageOf", () => {
  it("treats 404 and a malformed id (400) as missing, nothing else", () => {
    expect(isMissing({ status: 404, message: "No such client", data: {} })).toBe(true);
    expect(isMissing({ status: 400, message: "The client's id must be a UUID", data: {} })).toBe(true);
    expect(isMissing({ status: 403, message: "Forbidden", data: {} })).toBe(false);
    expect(isMissing({ status: 500, message: "Boom", data: {} })).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });

  it("answers the server's message, else a general one", () => {
    expect(messageOf({ status: 409, message: "Already shared", data: {} })).toBe("Already shared");
    expect(messageOf({ status: 500, message: "", data: {} })).toBe(CARE_CALL_FAILED);
    expect(messageOf(undefined)).toBe(CARE_CALL_FAILED);
  });
});
