import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { CONTENT_TOPIC_SLUGS } from "@pkg/contracts";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { loadSeedLibrary, parseSeedFile, SEED_STATUSES, SeedLibraryError, type SeedItem } from "./library";

describe("the seed library", () => {
  let items: SeedItem[];

  beforeAll(async () => {
    items = await loadSeedLibrary();
  });

  it("holds at least 40 live items for clients, 10 for practitioners and 2 in every other status", () => {
    const live = (audience: SeedItem["audience"]) =>
      items.filter((item) => item.status === "live" && item.audience === audience).length;
    expect(live("clients")).toBeGreaterThanOrEqual(40);
    expect(live("practitioners")).toBeGreaterThanOrEqual(10);
    for (const status of SEED_STATUSES.filter((other) => other !== "live")) {
      expect(items.filter((item) => item.status === status).length, status).toBeGreaterThanOrEqual(2);
    }
  });

  it("covers every topic with at least one live item for clients", () => {
    const covered = new Set(
      items
        .filter((item) => item.status === "live" && item.audience === "clients")
        .flatMap((item) => item.topics),
    );
    expect(CONTENT_TOPIC_SLUGS.filter((topic) => !covered.has(topic))).toEqual([]);
  });

  // Approved items are held to the same standard: publishing them is one click away.
  it("gives every live or approved item 250 to 700 words under ## headings, a dated source and a reviewer who is not its author", () => {
    const publishable = items.filter((item) => item.status === "live" || item.status === "ready-to-publish");
    expect(publishable.length).toBeGreaterThan(0);
    for (const item of publishable) {
      const where = `${item.slug}.md`;
      expect(item.wordCount, where).toBeGreaterThanOrEqual(250);
      expect(item.wordCount, where).toBeLessThanOrEqual(700);
      expect(item.headings.length, where).toBeGreaterThan(0);
      expect(item.sources.length, where).toBeGreaterThan(0);
      for (const source of item.sources) {
        expect(source.year, where).toBeGreaterThanOrEqual(1990);
        expect(source.year, where).toBeLessThanOrEqual(2026);
        // A source cannot be newer than the review that checked the item against it.
        expect(source.year, where).toBeLessThanOrEqual(Number(item.reviewedOn?.slice(0, 4)));
      }
      expect(item.reviewers.filter((reviewer) => reviewer !== item.author).length, where).toBeGreaterThan(0);
      expect(item.reviewedOn, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("gives every item a one-paragraph summary of two to four sentences", () => {
    for (const item of items) {
      const sentences = item.summary.split(/(?<=[.!?])\s+/).filter((part) => part.length > 0);
      expect(sentences.length, `${item.slug}.md`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${item.slug}.md`).toBeLessThanOrEqual(4);
    }
  });
});

describe("loadSeedLibrary", () => {
  const body = "## A heading\n\nSome words about the menopause.\n";
  const frontMatter = (lines: string) => `---\n${lines}\n---\n`;
  const liveItem = [
    'title: "A live item"',
    'summary: "One sentence. Two sentences."',
    "audience: clients",
    "topics: [brain-fog]",
    "status: live",
    "author: practitioner@example.com",
    "reviewers: [reviewer@example.com]",
    "reviewed_on: 2026-09-14",
    "sources:",
    '  - { title: "A guideline", publisher: NICE, year: 2024, url: "https://www.nice.org.uk/guidance/ng23" }',
  ].join("\n");
  const problemsOf = (lines: string, markdown = body) =>
    parseSeedFile("item", frontMatter(lines) + markdown).problems;

  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it("reads a valid item with its front matter and measured body", () => {
    const { item, problems } = parseSeedFile("a-live-item", frontMatter(liveItem) + body);
    expect(problems).toEqual([]);
    expect(item).toMatchObject({
      slug: "a-live-item",
      status: "live",
      topics: ["brain-fog"],
      reviewers: ["reviewer@example.com"],
      reviewedOn: "2026-09-14",
      instructions: null,
      comments: [],
      sources: [
        { title: "A guideline", publisher: "NICE", year: 2024, url: "https://www.nice.org.uk/guidance/ng23" },
      ],
      wordCount: 7,
      headings: ["A heading"],
    });
  });

  it("refuses front matter that is missing or is not YAML", () => {
    expect(parseSeedFile("item", body).problems).toEqual(["no front matter between --- lines at the top"]);
    const unquotedColon = liveItem.replace('title: "A live item"', "title: Hot flushes: what helps");
    expect(problemsOf(unquotedColon)[0]).toMatch(/^front matter is not valid YAML/);
  });

  it("refuses unknown fields, topics, statuses, audiences and people", () => {
    expect(problemsOf(`${liveItem}\nfolder: x`)).toEqual([expect.stringMatching(/^front matter: /)]);
    expect(problemsOf(liveItem.replace("[brain-fog]", "[hot-flashes]"))).toEqual([
      expect.stringMatching(/^topics\.0: /),
    ]);
    expect(problemsOf(liveItem.replace("status: live", "status: published"))).toEqual([
      expect.stringMatching(/^status: /),
    ]);
    expect(problemsOf(liveItem.replace("audience: clients", "audience: coaches"))).toEqual([
      expect.stringMatching(/^audience: /),
    ]);
    expect(
      problemsOf(liveItem.replace("author: practitioner@example.com", "author: client@example.com")),
    ).toEqual(["author client@example.com is not a demo author"]);
    expect(problemsOf(liveItem.replace("[reviewer@example.com]", "[practitioner@example.com]"))).toEqual([
      "reviewer practitioner@example.com is not a demo reviewer",
      "the author practitioner@example.com cannot review their own item",
    ]);
  });

  it("refuses a source without a year, a year before 1990 or a link that is not https", () => {
    expect(problemsOf(liveItem.replace("year: 2024, ", ""))).toEqual([
      expect.stringMatching(/^sources\.0\.year: /),
    ]);
    expect(problemsOf(liveItem.replace("year: 2024", "year: 1989"))).toEqual([
      expect.stringMatching(/^sources\.0\.year: /),
    ]);
    expect(problemsOf(liveItem.replace("https://www.nice", "http://www.nice"))).toEqual([
      expect.stringMatching(/^sources\.0\.url: /),
    ]);
  });

  it("holds each status to the workflow: sources once submitted, reviewers once assigned, a date once approved", () => {
    const withoutSources = liveItem.slice(0, liveItem.indexOf("sources:"));
    expect(problemsOf(withoutSources)).toEqual(["a live item cites at least one source"]);
    expect(problemsOf(liveItem.replace("reviewers: [reviewer@example.com]", "reviewers: []"))).toEqual([
      "a live item has at least one reviewer",
    ]);
    expect(problemsOf(liveItem.replace("reviewed_on: 2026-09-14\n", ""))).toEqual([
      "a live item has its reviewed_on date",
    ]);
    expect(problemsOf(liveItem.replace("reviewed_on: 2026-09-14", "reviewed_on: 2999-01-01"))).toEqual([
      expect.stringMatching(/^reviewed_on: /),
    ]);
    expect(
      problemsOf(liveItem.replace("[reviewer@example.com]", "[reviewer@example.com, reviewer@example.com]")),
    ).toEqual(["a reviewer is listed twice"]);
    expect(problemsOf(liveItem.replace("status: live", "status: waiting"))).toEqual([
      "a waiting item has not been approved, so it has no reviewed_on date",
    ]);
    const submitted = liveItem
      .replace("status: live", "status: ready-for-review")
      .replace("reviewed_on: 2026-09-14\n", "");
    expect(problemsOf(submitted)).toEqual(["a ready-for-review item has no reviewer yet"]);
    const draft = withoutSources
      .replace("status: live", "status: raw")
      .replace("reviewers: [reviewer@example.com]\nreviewed_on: 2026-09-14\n", "");
    expect(problemsOf(draft)).toEqual([]);
  });

  it("refuses a history line by someone the workflow does not allow", () => {
    const waiting = liveItem
      .replace("status: live", "status: waiting")
      .replace("reviewed_on: 2026-09-14\n", "");
    const withComment = (comment: string) => `${waiting}\ncomments:\n  - ${comment}`;
    expect(
      problemsOf(withComment('{ by: practitioner@example.com, action: submit, text: "Ready." }')),
    ).toEqual([]);
    expect(
      problemsOf(withComment('{ by: practitioner@example.com, action: approve, text: "Looks good." }')),
    ).toEqual(["practitioner@example.com may not approve this item"]);
    expect(problemsOf(withComment('{ by: reviewer@example.com, action: submit, text: "Ready." }'))).toEqual([
      "reviewer@example.com may not submit this item",
    ]);
    expect(problemsOf(withComment('{ by: reviewer@example.com, action: archive, text: "Old." }'))).toEqual([
      "reviewer@example.com may not archive this item",
    ]);
  });

  it("refuses raw HTML, a first-level heading and an empty body", () => {
    expect(problemsOf(liveItem, `${body}\n<script>alert(1)</script>\n`)).toEqual([
      'raw HTML in the body: "<script>alert(1)</script>"',
    ]);
    expect(problemsOf(liveItem, "Text with <b>bold</b> inside.\n")).toEqual([
      'raw HTML in the body: "<b>"',
      'raw HTML in the body: "</b>"',
    ]);
    expect(problemsOf(liveItem, "# A title\n\nText.\n")).toEqual([
      "a # heading in the body: the title is the only first-level heading",
    ]);
    expect(problemsOf(liveItem, "\n")).toEqual(["the body is empty"]);
    expect(problemsOf(liveItem.replace('"A live item"', '"A <b>live</b> item"'))).toEqual([
      expect.stringMatching(/^title: /),
    ]);
  });

  it("counts the words of the text, not the Markdown syntax, and reads GFM tables", () => {
    const markdown =
      "## Two words\n\n| Band | Total |\n| --- | --- |\n| Mild | 5–8 |\n\n- **one** [link](https://www.nice.org.uk)\n";
    const { item } = parseSeedFile("item", frontMatter(liveItem) + markdown);
    expect(item?.wordCount).toBe(8);
    expect(item?.headings).toEqual(["Two words"]);
  });

  it("lists every problem of a folder by file, a stray file and a repeated title included", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "seed-library-"));
    await writeFile(path.join(folder, "first-item.md"), frontMatter(liveItem) + body);
    await writeFile(path.join(folder, "second-item.md"), frontMatter(liveItem) + body);
    await writeFile(path.join(folder, "Third Item.md"), frontMatter(liveItem) + body);
    await writeFile(path.join(folder, "fourth-item.md"), body);
    const error: unknown = await loadSeedLibrary(folder).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SeedLibraryError);
    expect((error as SeedLibraryError).problems).toEqual([
      "Third Item.md: not a kebab-case .md file",
      "fourth-item.md: no front matter between --- lines at the top",
      "second-item.md: the title is also used by first-item.md",
    ]);
  });
});
