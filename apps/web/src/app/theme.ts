import type { Theme } from "@pkg/contracts";
import { selectAccessToken, useAppSelector } from "@pkg/stores";
import * as React from "react";

/** Where this browser remembers the last theme it applied, to paint a reload in it at once. */
export const THEME_STORAGE_KEY = "haven:theme";

const THEMES: readonly string[] = ["light", "dark", "system"] satisfies Theme[];

/** What applying a theme touches; the browser's by default, fakes in tests. */
export type ThemeEnvironment = {
  /** `<html>`: the `dark` class the design tokens follow, and `color-scheme` for the browser's own parts. */
  root: { classList: { toggle: (name: string, force: boolean) => unknown }; style: { colorScheme: string } };
  storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  /** `(prefers-color-scheme: dark)`, which 'system' follows while it changes. */
  prefersDark:
    | {
        matches: boolean;
        addEventListener: (type: "change", listener: () => void) => void;
        removeEventListener: (type: "change", listener: () => void) => void;
      }
    | undefined;
};

/** The theme remembered by this browser; 'system' when there is none or it is not one we know. */
export function storedTheme(storage: ThemeEnvironment["storage"]): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value && THEMES.includes(value) ? (value as Theme) : "system";
  } catch {
    return "system";
  }
}

/** Light or dark: the theme chosen, or for 'system' what the device prefers now. */
export const resolveTheme = (theme: Theme, prefersDark: boolean): "light" | "dark" =>
  theme === "system" ? (prefersDark ? "dark" : "light") : theme;

/**
 * Applies themes to one page: paints `<html>`, remembers the choice, and while it is 'system'
 * repaints whenever the device switches between light and dark.
 */
export function createThemeController(env: ThemeEnvironment) {
  let current: Theme | undefined;
  const paint = () => {
    const dark = resolveTheme(current ?? "system", env.prefersDark?.matches ?? false) === "dark";
    env.root.classList.toggle("dark", dark);
    env.root.style.colorScheme = dark ? "dark" : "light";
  };
  return {
    apply(theme: Theme) {
      if (theme !== current) {
        if (current === "system") env.prefersDark?.removeEventListener("change", paint);
        if (theme === "system") env.prefersDark?.addEventListener("change", paint);
        current = theme;
        try {
          env.storage?.setItem(THEME_STORAGE_KEY, theme);
        } catch {
          // Storage full or refused: the theme still applies to this page.
        }
      }
      paint();
    },
    get current() {
      return current;
    },
  };
}

function browserEnvironment(): ThemeEnvironment | undefined {
  if (typeof document === "undefined") return undefined;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return {
    root: document.documentElement,
    storage,
    prefersDark: window.matchMedia?.("(prefers-color-scheme: dark)"),
  };
}

const environment = browserEnvironment();
const controller = environment ? createThemeController(environment) : undefined;

/** Applies a theme to the whole app at once (and remembers it for the next load). */
export function applyTheme(theme: Theme): void {
  controller?.apply(theme);
}

/**
 * Paints the page in the theme this browser last applied, before React renders: a reload shows
 * the person's theme before their preferences arrive (no inline script: the CSP forbids one).
 */
export function applyStoredTheme(): void {
  if (environment) applyTheme(storedTheme(environment.storage));
}

/** Signed out (sign-out, or a session that ended), the app follows the device's theme again. */
export function useSystemThemeWhenSignedOut(): void {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  React.useEffect(() => {
    if (!signedIn) applyTheme("system");
  }, [signedIn]);
}
