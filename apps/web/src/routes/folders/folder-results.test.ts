import { describe, expect, it } from "vitest";

import { folderResult } from "./folder-results";

describe("a folder change's outcome for the screens", () => {
  it("is done, with the new folder's id when asked", async () => {
    await expect(folderResult(Promise.resolve({ data: { id: "f1" } }), (data) => data.id)).resolves.toEqual({
      ok: true,
      id: "f1",
    });
    await expect(folderResult(Promise.resolve({ data: {} }))).resolves.toEqual({ ok: true });
  });

  it("carries the server's message and field errors, or a transport message", async () => {
    const taken = {
      status: 409,
      message: "There is already a folder with this name here. Choose another name.",
      data: {
        code: "FOLDER_NAME_TAKEN",
        fieldErrors: { name: "There is already a folder with this name here. Choose another name." },
      },
    };
    await expect(folderResult(Promise.resolve({ error: taken }))).resolves.toEqual({
      ok: false,
      message: taken.message,
      fieldErrors: taken.data.fieldErrors,
    });
    await expect(folderResult(Promise.resolve({ error: { status: 500, message: "" } }))).resolves.toEqual({
      ok: false,
      message: "Check your connection and try again.",
      fieldErrors: {},
    });
  });
});
