import { chromium, type Browser } from "playwright-core";

import { chromiumPath } from "../scripts/chromium.mjs";

/** Debian's Chromium (or CHROMIUM_PATH), headless, with the flags this machine's network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
