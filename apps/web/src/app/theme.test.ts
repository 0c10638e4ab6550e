import { describe, expect, it } from "vitest";

import {
  createThemeController,
  resolveTheme,
  storedTheme,
  THEME_STORAGE_KEY,
  type ThemeEnvironment,
} from "./theme";

/** A page: `<html>`'s classes and colour scheme, a storage and the device's preference. */
function fakePage(prefersDark = false, stored?: string) {
  const classes = new Set<string>();
  const listeners = new Set<() => void>();
  const saved = new Map<string, string>(stored ? [[THEME_STORAGE_KEY, stored]] : []);
  const media = {
    matches: prefersDark,
    addEventListener: (_type: "change", listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: "change", listener: () => void) => void listeners.delete(listener),
  };
  const env: ThemeEnvironment = {
    root: {
      classList: { toggle: (name, force) => (force ? classes.add(name) : classes.delete(name)) },
      style: { colorScheme: "" },
    },
    storage: {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
    },
    prefersDark: media,
  };
  const deviceSwitches = (dark: boolean) => {
    media.matches = dark;
    for (const listener of listeners) listener();
  };
  return { env, classes, listeners, saved, deviceSwitches };
}

describe("the colour theme", () => {
  it("resolves 'system' to what the device prefers", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
  });

  it("paints <html> with the dark class and colour scheme, and remembers the choice", () => {
    const page = fakePage();
    const controller = createThemeController(page.env);
    controller.apply("dark");
    expect(page.classes.has("dark")).toBe(true);
    expect(page.env.root.style.colorScheme).toBe("dark");
    expect(page.saved.get(THEME_STORAGE_KEY)).toBe("dark");
    controller.apply("light");
    expect(page.classes.has("dark")).toBe(false);
    expect(page.env.root.style.colorScheme).toBe("light");
    expect(page.saved.get(THEME_STORAGE_KEY)).toBe("light");
  });

  it("follows the device live while it is 'system', and stops when another is chosen", () => {
    const page = fakePage(false);
    const controller = createThemeController(page.env);
    controller.apply("system");
    expect(page.classes.has("dark")).toBe(false);
    page.deviceSwitches(true);
    expect(page.classes.has("dark")).toBe(true);
    expect(page.env.root.style.colorScheme).toBe("dark");
    controller.apply("system");
    expect(page.listeners.size).toBe(1);

    controller.apply("light");
    expect(page.listeners.size).toBe(0);
    page.deviceSwitches(true);
    expect(page.classes.has("dark")).toBe(false);
  });

  it("reads back the theme this browser last applied, 'system' when none or an unknown one", () => {
    expect(storedTheme(fakePage(false, "dark").env.storage)).toBe("dark");
    expect(storedTheme(fakePage(false).env.storage)).toBe("system");
    expect(storedTheme(fakePage(false, "sepia").env.storage)).toBe("system");
    expect(storedTheme(undefined)).toBe("system");
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(storedTheme(refusing)).toBe("system");
    // A storage that refuses writes does not stop the theme from applying.
    const page = fakePage();
    const controller = createThemeController({ ...page.env, storage: refusing });
    controller.apply("dark");
    expect(page.classes.has("dark")).toBe(true);
  });
});
