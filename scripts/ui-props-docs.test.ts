import { readdirSync } from "node:fs";
import path from "node:path";

import * as ui from "@pkg/ui";
import { withCustomConfig } from "react-docgen-typescript";
import { describe, expect, it } from "vitest";

import { docgenParserOptions, docgenTsconfig } from "../.storybook/docgen";

const components = path.resolve(import.meta.dirname, "../packages/ui/src/components");
const sources = readdirSync(components, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(file))
  .map((file) => path.join(components, file));

/** The package's exported components: functions whose names start with a capital letter. */
const exported = new Set(
  Object.entries(ui)
    .filter(([name, value]) => typeof value === "function" && /^[A-Z][a-z]/.test(name))
    .map(([name]) => name),
);

describe("@pkg/ui docs pages", () => {
  // The props tables of the Storybook docs pages are read from the components' types this way.
  it("describe every exported component and each of its props", { timeout: 120_000 }, () => {
    const documented = withCustomConfig(docgenTsconfig, docgenParserOptions)
      .parse(sources)
      .filter((doc) => exported.has(doc.displayName));
    expect(new Set(documented.map((doc) => doc.displayName))).toEqual(exported);

    const missing = documented.flatMap((doc) => [
      ...(doc.description.trim() ? [] : [doc.displayName]),
      ...Object.values(doc.props)
        .filter((prop) => !prop.description.trim())
        .map((prop) => `${doc.displayName}.${prop.name}`),
    ]);
    expect(missing).toEqual([]);
  });
});
