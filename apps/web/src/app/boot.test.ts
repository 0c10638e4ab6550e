// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { AuthResponse } from "@pkg/contracts";
import { logIn, makeStore } from "@pkg/stores";
import type { Storage } from "redux-persist";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { THEME_STORAGE_KEY } from "./theme";

/** public/boot.js: the classic script the page runs in <head>, before its first paint. */
const bootSource = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "boot.js"),
  "utf8",
);
const runBoot = () => new Function(bootSource)();

/** What the web app's store saves in localStorage for a signed-in person (or after sign-out). */
async function savedSession(signIn: boolean): Promise<Map<string, string>> {
  const data = new Map<string, string>();
  const storage: Storage = {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
  const { store, persistor } = makeStore({ storage });
  while (!persistor?.getState().bootstrapped) await new Promise((resolve) => setTimeout(resolve, 5));
  if (signIn) {
    const answer = { user: { roleID: 3, roleName: "Client", email: "c@example.com" }, accessToken: "token" };
    store.dispatch(
      logIn.fulfilled(answer as AuthResponse, "test", { email: "c@example.com", password: "x" }),
    );
  }
  await persistor?.flush();
  return data;
}

let prefersDark = false;
beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-session");
  document.documentElement.className = "";
  document.head.innerHTML = "";
  prefersDark = false;
  // No frame comes unless a test paints one: a run's loading never spills into the next test.
  vi.stubGlobal("requestAnimationFrame", () => 0);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && prefersDark,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe("boot.js: whether this browser holds a session", () => {
  it("marks a browser the store saved a signed-in session in", async () => {
    for (const [key, value] of await savedSession(true)) localStorage.setItem(key, value);
    runBoot();
    expect(document.documentElement.dataset.session).toBe("signed-in");
  });

  it("leaves a visitor's browser unmarked: nothing saved, a signed-out session, or unreadable data", async () => {
    runBoot();
    expect(document.documentElement.dataset.session).toBeUndefined();
    for (const [key, value] of await savedSession(false)) localStorage.setItem(key, value);
    expect(localStorage.getItem("persist:session")).not.toBeNull();
    runBoot();
    expect(document.documentElement.dataset.session).toBeUndefined();
    localStorage.setItem("persist:session", "{not json");
    runBoot();
    expect(document.documentElement.dataset.session).toBeUndefined();
  });
});

describe("boot.js: the theme before the first paint", () => {
  it.each([
    { stored: "dark", device: false, dark: true },
    { stored: "light", device: true, dark: false },
    { stored: "system", device: true, dark: true },
    { stored: "system", device: false, dark: false },
    { stored: null, device: true, dark: true },
    { stored: "purple", device: false, dark: false },
  ])("$stored on a device that prefers dark: $device → dark: $dark", ({ stored, device, dark }) => {
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    prefersDark = device;
    runBoot();
    expect(document.documentElement.classList.contains("dark")).toBe(dark);
    expect(document.documentElement.style.colorScheme).toBe(dark ? "dark" : "light");
  });
});

describe("boot.js: a prerendered page's scripts", () => {
  // boot.js imports the listed modules; here each import is recorded instead of made.
  const imported: string[] = [];
  const importing = bootSource.split("import(").length - 1;
  const runObserved = () =>
    new Function("recordImport", bootSource.replaceAll("import(", "recordImport("))((url: string) => {
      imported.push(url);
      return Promise.resolve();
    });
  const listModules = () => {
    const meta = document.createElement("meta");
    meta.name = "app-modules";
    meta.content = "/assets/index-1.js /assets/register-2.js";
    document.head.append(meta);
  };
  beforeEach(() => {
    imported.length = 0;
  });

  it("imports one list of modules", () => {
    expect(importing).toBe(1);
  });

  it("are imported after the first paint, the app's entry and the page's chunk side by side", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    listModules();
    runObserved();
    expect(imported).toEqual([]);
    // The frame is about to be painted: still nothing, until the task after it.
    for (const frame of frames) frame(0);
    expect(imported).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(["/assets/index-1.js", "/assets/register-2.js"]);
    // Nothing is added to the page for them.
    expect(document.head.querySelectorAll("script, link")).toHaveLength(0);
  });

  it("are imported at once on a page opened in the background, which is not painted", () => {
    const frames = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frames);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    listModules();
    runObserved();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(frames).not.toHaveBeenCalled();
    expect(imported).toEqual(["/assets/index-1.js", "/assets/register-2.js"]);
    vi.restoreAllMocks();
  });

  it("are none on a page that lists none (index.html)", async () => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => callback(0));
    runObserved();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([]);
  });
});
