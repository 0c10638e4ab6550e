import { describe, expect, it } from "vitest";

import { staticClosure, trimmedPreloads } from "./preload-deps";

const chunk = (fileName: string, imports: string[] = []) => ({ type: "chunk" as const, fileName, imports });
const bundle = {
  "assets/entry.js": chunk("assets/entry.js", ["assets/react.js", "assets/store.js"]),
  "assets/store.js": chunk("assets/store.js", ["assets/redux.js"]),
  "assets/react.js": chunk("assets/react.js"),
  "assets/redux.js": chunk("assets/redux.js"),
  "assets/route.js": chunk("assets/route.js", ["assets/react.js", "assets/button.js"]),
  "assets/button.js": chunk("assets/button.js", ["assets/react.js"]),
  "assets/index.css": { type: "asset" as const },
};

describe("preload lists", () => {
  it("knows every chunk an importer has loaded, however deep", () => {
    expect([...staticClosure(bundle, "assets/entry.js")].sort()).toEqual([
      "assets/entry.js",
      "assets/react.js",
      "assets/redux.js",
      "assets/store.js",
    ]);
  });

  it("leaves out of a lazy import's list what its importer has loaded, and keeps the rest", () => {
    const { plugin, resolveDependencies } = trimmedPreloads();
    const deps = ["assets/route.js", "assets/react.js", "assets/button.js", "assets/redux.js"];
    // Before the bundle is known, nothing is left out.
    expect(
      resolveDependencies("assets/route.js", deps, { hostId: "assets/entry.js", hostType: "js" }),
    ).toEqual(deps);
    (plugin.generateBundle as (options: unknown, written: unknown) => void)({}, bundle);
    expect(
      resolveDependencies("assets/route.js", deps, { hostId: "assets/entry.js", hostType: "js" }),
    ).toEqual(["assets/route.js", "assets/button.js"]);
    // The page's own preloads (index.html) are Vite's to decide.
    expect(resolveDependencies("assets/route.js", deps, { hostId: "index.html", hostType: "html" })).toEqual(
      deps,
    );
  });
});
