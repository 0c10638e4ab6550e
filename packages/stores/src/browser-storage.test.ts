import { afterEach, describe, expect, it, vi } from "vitest";

import { createBrowserStorage } from "./browser-storage";

afterEach(() => vi.unstubAllGlobals());

describe("createBrowserStorage", () => {
  it("reads and writes the browser's localStorage", async () => {
    const data = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    vi.stubGlobal("self", { localStorage });
    const storage = createBrowserStorage();
    await storage.setItem("persist:session", "{}");
    expect(data.get("persist:session")).toBe("{}");
    await expect(storage.getItem("persist:session")).resolves.toBe("{}");
    await storage.removeItem("persist:session");
    expect(data.size).toBe(0);
  });
});

describe("createBrowserStorage outside a browser", () => {
  it("keeps nothing, and says nothing", async () => {
    const error = vi.spyOn(console, "error");
    const storage = createBrowserStorage();
    await storage.setItem("persist:session", "{}");
    await expect(storage.getItem("persist:session")).resolves.toBeNull();
    await storage.removeItem("persist:session");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
