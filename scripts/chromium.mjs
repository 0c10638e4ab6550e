import { accessSync, constants } from "node:fs";

/** Where the Chromium used by every browser test lives: CHROMIUM_PATH, else Debian's. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Null when Chromium can be launched from chromiumPath(), else a one-line reason. */
export function chromiumProblem() {
  const file = chromiumPath();
  try {
    accessSync(file, constants.X_OK);
    return null;
  } catch {
    return `Chromium not found at ${file}: set CHROMIUM_PATH or install chromium (apt-get install -y chromium).`;
  }
}
