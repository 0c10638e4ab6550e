import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import {
  CONTENT_ACTIONS,
  CONTENT_AUDIENCES,
  contentTopicSchema,
  ROLE_IDS,
  singleLineText,
  type ContentAction,
  type ContentAudience,
  type ContentTopic,
  type RoleId,
} from "@pkg/contracts";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

import { seedLibraryFolder } from "../paths";
import { DEMO_ACCOUNTS } from "../seed";

/**
 * The seed library: reviewed articles kept as Markdown files with YAML front matter, one file per
 * item, loaded into an empty database. This module reads and checks them; it writes nothing.
 */

/** The internal statuses of the content workflow; `raw-ai` is a Raw item the assistant drafted. */
export const SEED_STATUSES = [
  "raw",
  "raw-ai",
  "ready-for-review",
  "waiting",
  "second-review-requested",
  "ready-to-publish",
  "live",
  "archived",
] as const;
export type SeedStatus = (typeof SEED_STATUSES)[number];

/** The audiences and workflow actions are the content API's own (contracts). */
export const SEED_AUDIENCES = CONTENT_AUDIENCES;
export type SeedAudience = ContentAudience;
export const SEED_REVIEW_ACTIONS = CONTENT_ACTIONS;
export type SeedReviewAction = ContentAction;

/** Statuses an item only reaches after it was submitted, which needs at least one source. */
const SUBMITTED: ReadonlySet<SeedStatus> = new Set([
  "ready-for-review",
  "waiting",
  "second-review-requested",
  "ready-to-publish",
  "live",
  "archived",
]);
/** Statuses an item only reaches once a reviewer was assigned. */
const ASSIGNED: ReadonlySet<SeedStatus> = new Set([
  "waiting",
  "second-review-requested",
  "ready-to-publish",
  "live",
  "archived",
]);
/** Statuses an item only reaches once it was approved: they carry the review date. */
const APPROVED: ReadonlySet<SeedStatus> = new Set(["ready-to-publish", "live", "archived"]);

export interface SeedSource {
  title: string;
  publisher: string;
  year: number;
  url: string | null;
}

export interface SeedComment {
  by: string;
  action: SeedReviewAction;
  text: string;
}

export interface SeedItem {
  /** The file name without `.md`: a stable key for the item. */
  slug: string;
  title: string;
  summary: string;
  audience: SeedAudience;
  topics: ContentTopic[];
  status: SeedStatus;
  /** E-mail of the demo account that wrote the item. */
  author: string;
  /** E-mails of the demo accounts that reviewed it, in order. */
  reviewers: string[];
  /** ISO date of the approval, for approved, live and archived items. */
  reviewedOn: string | null;
  instructions: string | null;
  comments: SeedComment[];
  sources: SeedSource[];
  /** The Markdown body (CommonMark with GFM tables). */
  body: string;
  /** Words of the body's text, Markdown syntax left out. */
  wordCount: number;
  /** The text of the body's `##` headings, in order. */
  headings: string[];
}

/** Every problem found in the library, each naming its file. */
export class SeedLibraryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed library has ${problems.length} problem(s):\n${problems.join("\n")}`);
    this.name = "SeedLibraryError";
  }
}

const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const MARKUP = /[<>]/;

const plainLine = singleLineText()
  .trim()
  .min(1)
  .refine((text) => !MARKUP.test(text), "must not contain < or >");

const isoDate = z.iso.date().refine((date) => date <= new Date().toISOString().slice(0, 10), {
  message: "must not be in the future",
});

const sourceSchema = z.strictObject({
  title: plainLine,
  publisher: plainLine,
  year: z
    .number()
    .int()
    .min(1990)
    .refine((year) => year <= new Date().getUTCFullYear(), "must not be in the future"),
  url: z.url({ protocol: /^https$/ }).optional(),
});

const commentSchema = z.strictObject({
  by: z.string(),
  action: z.enum(SEED_REVIEW_ACTIONS),
  text: plainLine,
});

const frontMatterSchema = z.strictObject({
  title: plainLine.pipe(z.string().min(5).max(200)),
  summary: plainLine.pipe(z.string().max(1000)),
  audience: z.enum(SEED_AUDIENCES),
  topics: z
    .array(contentTopicSchema)
    .min(1)
    .refine((topics) => new Set(topics).size === topics.length, "must not repeat a topic"),
  status: z.enum(SEED_STATUSES),
  author: z.string(),
  reviewers: z.array(z.string()).default([]),
  reviewed_on: isoDate.optional(),
  instructions: plainLine.optional(),
  comments: z.array(commentSchema).default([]),
  sources: z.array(sourceSchema).default([]),
});
type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Who may write and who may review, taken from the demo accounts' roles. */
function demoPeople() {
  const emailsOf = (...roles: RoleId[]) =>
    new Set(
      DEMO_ACCOUNTS.filter((account) => roles.includes(account.roleID)).map((account) => account.email),
    );
  return {
    authors: emailsOf(ROLE_IDS.practitioner, ROLE_IDS.superAdmin),
    reviewers: emailsOf(ROLE_IDS.reviewer, ROLE_IDS.superAdmin),
    admins: emailsOf(ROLE_IDS.superAdmin),
  };
}

/** The workflow rules an item's people and history must keep (decisions.md, "Content and AI"). */
function workflowProblems(item: FrontMatter): string[] {
  const people = demoPeople();
  const problems: string[] = [];
  if (!people.authors.has(item.author)) problems.push(`author ${item.author} is not a demo author`);
  for (const reviewer of item.reviewers) {
    if (!people.reviewers.has(reviewer)) problems.push(`reviewer ${reviewer} is not a demo reviewer`);
    if (reviewer === item.author) problems.push(`the author ${reviewer} cannot review their own item`);
  }
  if (new Set(item.reviewers).size !== item.reviewers.length) problems.push("a reviewer is listed twice");
  if (SUBMITTED.has(item.status) && item.sources.length === 0) {
    problems.push(`a ${item.status} item cites at least one source`);
  }
  if (ASSIGNED.has(item.status) !== item.reviewers.length > 0) {
    problems.push(
      ASSIGNED.has(item.status)
        ? `a ${item.status} item has at least one reviewer`
        : `a ${item.status} item has no reviewer yet`,
    );
  }
  if (APPROVED.has(item.status) !== (item.reviewed_on !== undefined)) {
    problems.push(
      APPROVED.has(item.status)
        ? `a ${item.status} item has its reviewed_on date`
        : `a ${item.status} item has not been approved, so it has no reviewed_on date`,
    );
  }
  for (const comment of item.comments) {
    const reviewer = people.reviewers.has(comment.by) && comment.by !== item.author;
    const allowed: Record<SeedReviewAction, boolean> = {
      submit: comment.by === item.author,
      assign: reviewer,
      approve: reviewer,
      "request-second-review": reviewer,
      "send-back": reviewer,
      publish: comment.by === item.author || reviewer || people.admins.has(comment.by),
      archive: comment.by === item.author || people.admins.has(comment.by),
      restore: comment.by === item.author || people.admins.has(comment.by),
    };
    if (!allowed[comment.action]) problems.push(`${comment.by} may not ${comment.action} this item`);
  }
  return problems;
}

interface MarkdownNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MarkdownNode[];
}

function* walk(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

function textOf(node: MarkdownNode): string {
  return [...walk(node)].map((part) => part.value ?? "").join(" ");
}

/** Reads a Markdown body as the product will (CommonMark + GFM) and measures it. */
export function readMarkdownBody(body: string): {
  wordCount: number;
  headings: string[];
  problems: string[];
} {
  const tree: MarkdownNode = fromMarkdown(body, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const problems: string[] = [];
  const headings: string[] = [];
  for (const node of walk(tree)) {
    if (node.type === "html") problems.push(`raw HTML in the body: ${JSON.stringify(node.value)}`);
    if (node.type === "heading") {
      if (node.depth === 1)
        problems.push("a # heading in the body: the title is the only first-level heading");
      if (node.depth === 2) headings.push(textOf(node).replace(/\s+/g, " ").trim());
    }
  }
  const wordCount = textOf(tree)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  if (wordCount === 0) problems.push("the body is empty");
  return { wordCount, headings, problems };
}

/** Parses one file's text; the problems name no file (the caller adds it). */
export function parseSeedFile(slug: string, text: string): { item: SeedItem | null; problems: string[] } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { item: null, problems: ["no front matter between --- lines at the top"] };
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "", { uniqueKeys: true, prettyErrors: true });
  } catch (error) {
    return { item: null, problems: [`front matter is not valid YAML: ${(error as Error).message}`] };
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    return {
      item: null,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`,
      ),
    };
  }
  const front = parsed.data;
  const body = text.slice(match[0].length).trim();
  const markdown = readMarkdownBody(body);
  const problems = [...workflowProblems(front), ...markdown.problems];
  if (problems.length > 0) return { item: null, problems };
  return {
    item: {
      slug,
      title: front.title,
      summary: front.summary,
      audience: front.audience,
      topics: front.topics,
      status: front.status,
      author: front.author,
      reviewers: front.reviewers,
      reviewedOn: front.reviewed_on ?? null,
      instructions: front.instructions ?? null,
      comments: front.comments,
      sources: front.sources.map((source) => ({ ...source, url: source.url ?? null })),
      body,
      wordCount: markdown.wordCount,
      headings: markdown.headings,
    },
    problems: [],
  };
}

/**
 * Reads every item of the seed library, sorted by file name. Throws a `SeedLibraryError` listing
 * every problem (a stray file, front matter that does not parse or breaks a rule, raw HTML, a
 * title used twice) rather than loading part of the library.
 */
export async function loadSeedLibrary(folder: string = seedLibraryFolder): Promise<SeedItem[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const problems: string[] = [];
  const items: SeedItem[] = [];
  // Sorted by code unit, not by locale, so every machine loads the items in the same order.
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (!entry.isFile() || !FILE_NAME.test(entry.name)) {
      problems.push(`${entry.name}: not a kebab-case .md file`);
      continue;
    }
    const text = await readFile(path.join(folder, entry.name), "utf8");
    const result = parseSeedFile(entry.name.slice(0, -".md".length), text);
    problems.push(...result.problems.map((problem) => `${entry.name}: ${problem}`));
    if (result.item) items.push(result.item);
  }
  const byTitle = new Map<string, string>();
  for (const item of items) {
    const key = item.title.toLowerCase();
    const other = byTitle.get(key);
    if (other) problems.push(`${item.slug}.md: the title is also used by ${other}.md`);
    byTitle.set(key, item.slug);
  }
  if (problems.length > 0) throw new SeedLibraryError(problems);
  return items;
}
