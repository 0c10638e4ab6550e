import { CARE_LIMITS } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { clientsParamsOf, managedClientsArgsOf, parseClientsParams } from "./clients-params";

const parse = (query: string) => parseClientsParams(new URLSearchParams(query));

describe("the Clients page's address", () => {
  it("opens on the whole list by name", () => {
    expect(parse("")).toEqual({ q: "", sort: "name" });
  });

  it("reads the search and a known order", () => {
    expect(parse("q=ada&sort=alerts")).toEqual({ q: "ada", sort: "alerts" });
    expect(parse("sort=last-check-in")).toEqual({ q: "", sort: "last-check-in" });
  });

  it("falls back to the default order for an unknown one, and cuts a long search", () => {
    expect(parse("sort=age").sort).toBe("name");
    expect(parse(`q=${"a".repeat(CARE_LIMITS.searchMax + 20)}`).q).toHaveLength(CARE_LIMITS.searchMax);
  });

  it("leaves out an empty search and the default order", () => {
    expect(clientsParamsOf({ q: "", sort: "name" }).toString()).toBe("");
    expect(clientsParamsOf({ q: "   ", sort: "name" }).toString()).toBe("");
    expect(clientsParamsOf({ q: "ada lovelace", sort: "alerts" }).toString()).toBe(
      "q=ada+lovelace&sort=alerts",
    );
  });

  it("reads back what it writes", () => {
    const view = { q: "ada", sort: "last-check-in" } as const;
    expect(parseClientsParams(clientsParamsOf(view))).toEqual(view);
  });
});

describe("the list call", () => {
  it("sends the search trimmed, and no search when it is blank", () => {
    expect(managedClientsArgsOf({ q: "  ada ", sort: "alerts" })).toEqual({ q: "ada", sort: "alerts" });
    expect(managedClientsArgsOf({ q: "  ", sort: "name" })).toEqual({ sort: "name" });
  });
});
