import { readFileSync } from "node:fs";

import semver from "semver";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const lockfile = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8"));

/** The Node lines we support (README, conventions): the first release of each that our tools accept. */
const supported = ["20.19.0", "22.13.0", "24.0.0"];

describe("Node versions", () => {
  it("the project claims the Node versions it is tested on", () => {
    for (const version of supported) expect(semver.satisfies(version, manifest.engines.node)).toBe(true);
  });

  it("every locked package accepts them, so npm install prints no EBADENGINE", () => {
    const refusing = Object.entries(lockfile.packages)
      .filter(([, entry]) => typeof entry.engines?.node === "string")
      .flatMap(([location, entry]) =>
        supported
          .filter((version) => !semver.satisfies(version, entry.engines.node))
          .map((version) => `${location}@${entry.version} needs node ${entry.engines.node}, not ${version}`),
      );
    expect(refusing).toEqual([]);
  });
});
