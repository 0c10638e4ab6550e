import { describe, expect, it } from "vitest";

import { redactUrl } from "./redact";

describe("redactUrl", () => {
  it("hides tokens and e-mail addresses in paths and queries", () => {
    expect(redactUrl("/api/client/invitation-details/abc123")).toBe(
      "/api/client/invitation-details/[redacted]",
    );
    expect(redactUrl("/api/user-exist/a%40b.com?x=1")).toBe("/api/user-exist/[redacted]?x=1");
    expect(redactUrl("/verify-email?token=abc&email=a%40b.com")).toBe(
      "/verify-email?token=[redacted]&email=[redacted]",
    );
    expect(redactUrl("/api/user/profile")).toBe("/api/user/profile");
  });

  it("hides search texts, which can name a person's symptoms", () => {
    expect(redactUrl("/api/searched-result/history?page=2&q=night%20sweats")).toBe(
      "/api/searched-result/history?page=2&q=[redacted]",
    );
    expect(redactUrl("/api/content/retrieve?q=bleeding&limit=5")).toBe(
      "/api/content/retrieve?q=[redacted]&limit=5",
    );
  });
});
