import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ui = path.resolve(import.meta.dirname, "../packages/ui");
const readme = readFileSync(path.join(ui, "README.md"), "utf8");
const components = path.join(ui, "src/components");

/** The docs page id Storybook gives a title: `UI/DropdownMenu` → `ui-dropdownmenu--docs`. */
const docsId = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}--docs`;

/** Each component family (folder) with the docs pages of its stories' titles. */
const families = readdirSync(components).map((family) => {
  const titles = readdirSync(path.join(components, family))
    .filter((file) => file.endsWith(".stories.tsx"))
    .map(
      (file) => readFileSync(path.join(components, family, file), "utf8").match(/title: "(UI\/[^"]+)"/)?.[1],
    )
    .filter((title): title is string => Boolean(title));
  return { family, ids: titles.map(docsId) };
});

const links = [...readme.matchAll(/\?path=\/docs\/([\w-]+--docs)/g)].map((match) => match[1]!);

describe("@pkg/ui README", () => {
  it("links every component family to its Storybook docs page", () => {
    const undocumented = families.filter(({ ids }) => !ids.some((id) => links.includes(id)));
    expect(undocumented.map(({ family }) => family)).toEqual([]);
  });

  it("links only to docs pages that exist", () => {
    const known = new Set(families.flatMap(({ ids }) => ids));
    expect(links.filter((id) => !known.has(id))).toEqual([]);
  });

  it("shows an example for each family", () => {
    const sections = readme.split(/^### /m).slice(1);
    const withoutExample = sections.filter((section) => !section.includes("```tsx"));
    expect(withoutExample.map((section) => section.split("\n")[0])).toEqual([]);
  });

  it("says how to release", () => {
    expect(readme).toContain("npm run release");
    expect(readme).toContain("npx changeset version");
  });
});
