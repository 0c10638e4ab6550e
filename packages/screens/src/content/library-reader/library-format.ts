import { CONTENT_TOPICS, type ContentAttachmentType, type ContentTopic } from "@pkg/contracts";

/** The reader's dates and lists are written in British English: '3 March 2026', 'A, B and C'. */
const LOCALE = "en-GB";

const topicLabels = new Map<string, string>(CONTENT_TOPICS.map((topic) => [topic.slug, topic.label]));

/** A topic's name as readers see it ('Sleep problems'); an unknown slug shows as itself. */
export function topicLabel(topic: ContentTopic | string): string {
  return topicLabels.get(topic) ?? topic;
}

/**
 * An ISO date-time as a day readers can read ('3 March 2026'), in `timeZone` (the browser's when
 * omitted). An unreadable value gives `null`, so the screen can leave the date out.
 */
export function formatReaderDate(iso: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone }).format(
    date,
  );
}

/** Names joined as a sentence says them: 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  return new Intl.ListFormat(LOCALE, { style: "long", type: "conjunction" }).format(names);
}

/** How a file's type is named next to it. */
export const ATTACHMENT_TYPE_NAMES: Record<ContentAttachmentType, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
};

/** The number of articles, with its noun: '1 article', '12 articles'. */
export function articleCount(count: number): string {
  return `${new Intl.NumberFormat("en-US").format(count)} ${count === 1 ? "article" : "articles"}`;
}

/** Where a Markdown line opens or closes a fenced code block (its headings are not headings). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;

/**
 * The `headingOffset` that puts a body's top headings at `<h2>`, under the page's `<h1>` title,
 * whatever level its author started from: `#` moves down one, `##` stays, `###` moves up one.
 * A body without headings keeps the default of one.
 */
export function bodyHeadingOffset(markdown: string): number {
  let fence: string | null = null;
  let top = 7;
  let previousIsText = false;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length) fence = null;
      previousIsText = false;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      previousIsText = false;
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      top = Math.min(top, atx[1]!.length);
      previousIsText = false;
      continue;
    }
    const setext = SETEXT_UNDERLINE.exec(line);
    if (setext && previousIsText) {
      top = Math.min(top, setext[1]![0] === "=" ? 1 : 2);
      previousIsText = false;
      continue;
    }
    // A paragraph line (not a list item, quote or indented code) may be a setext heading's text.
    previousIsText =
      line.trim() !== "" && !/^ {0,3}([-*+>]|\d+[.)])\s/.test(line) && !/^( {4}|\t)/.test(line);
  }
  return top === 7 ? 1 : 2 - top;
}
