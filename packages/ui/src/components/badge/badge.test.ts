import { describe, expect, it } from "vitest";

import { CONTENT_STATUSES, contentStatusLabel } from "./badge";

describe("contentStatusLabel", () => {
  it("maps every internal status to the label the spec shows", () => {
    expect(
      Object.fromEntries(CONTENT_STATUSES.map((status) => [status, contentStatusLabel(status)])),
    ).toEqual({
      Raw: "AI-Generated",
      "Ready for Review": "In-Review",
      Waiting: "In-Review",
      "Second Review Requested": "In-Review",
      "Ready to Publish": "Approved",
      Live: "Published",
      Archived: "Archived",
    });
  });
});
