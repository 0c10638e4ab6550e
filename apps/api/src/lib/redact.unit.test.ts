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
});
