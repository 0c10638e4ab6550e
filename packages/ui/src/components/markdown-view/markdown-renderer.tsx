import * as React from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";

import { cn } from "../../lib/utils";

/** What an in-app link of the text receives: its address, its words and the link's classes. */
export type MarkdownInternalLinkProps = { href: string; className: string; children: React.ReactNode };

const linkClasses =
  "font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/60";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

const headingClasses: Record<Level, string> = {
  1: "text-2xl font-semibold tracking-tight",
  2: "text-xl font-semibold tracking-tight",
  3: "text-lg font-semibold",
  4: "text-base font-semibold",
  5: "text-sm font-semibold",
  6: "text-sm font-semibold text-muted-foreground",
};

function heading(level: Level, offset: number) {
  const shown = Math.min(6, Math.max(1, level + offset)) as Level;
  const Tag = `h${shown}` as const;
  function Heading({ node: _node, className, ...props }: React.ComponentProps<"h1"> & { node?: unknown }) {
    return <Tag className={cn(headingClasses[shown], "mt-6 first:mt-0", className)} {...props} />;
  }
  return Heading;
}

/** Links that leave the product open in a new tab, without handing it the page (`noopener`). */
function link(Internal: React.ComponentType<MarkdownInternalLinkProps> | undefined) {
  return function Link({
    node: _node,
    href,
    className,
    children,
    ...props
  }: React.ComponentProps<"a"> & { node?: unknown }) {
    // The sanitiser drops an address it does not allow (javascript:, data:…): its words stay as
    // plain text rather than something that looks like a link and goes nowhere.
    if (typeof href !== "string" || href === "") return <span>{children}</span>;
    const external = /^https?:\/\//i.test(href);
    if (Internal && href.startsWith("/") && !href.startsWith("//")) {
      return (
        <Internal href={href} className={cn(linkClasses, className)}>
          {children}
        </Internal>
      );
    }
    return (
      <a
        href={href}
        className={cn(linkClasses, className)}
        {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
        {...props}
      >
        {children}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  };
}

/** The text of a Markdown (hast) node and its descendants. */
function textOf(node: unknown): string {
  if (!node || typeof node !== "object") return "";
  const { type, value, children } = node as { type?: string; value?: unknown; children?: unknown[] };
  if (type === "text" && typeof value === "string") return value;
  return Array.isArray(children) ? children.map(textOf).join("") : "";
}

/**
 * A table's scrolling region is named by its first column headings ('Table: Option, Evidence'), so
 * two tables of one text are told apart (axe asks landmarks to differ).
 */
function tableName(table: unknown): string {
  const rows: unknown[] = [];
  const collect = (node: unknown) => {
    const { tagName, children } = (node ?? {}) as { tagName?: string; children?: unknown[] };
    if (tagName === "tr") rows.push(node);
    else if (Array.isArray(children)) children.forEach(collect);
  };
  collect(table);
  const cells = ((rows[0] as { children?: unknown[] } | undefined)?.children ?? [])
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  if (cells.length === 0) return "Table";
  const shown = cells.slice(0, 3).join(", ");
  return `Table: ${cells.length > 3 ? `${shown}…` : shown}`;
}

function components(
  offset: number,
  internalLink?: React.ComponentType<MarkdownInternalLinkProps>,
): Components {
  return {
    h1: heading(1, offset),
    h2: heading(2, offset),
    h3: heading(3, offset),
    h4: heading(4, offset),
    h5: heading(5, offset),
    h6: heading(6, offset),
    a: link(internalLink),
    p: ({ node: _node, ...props }) => <p className="leading-7" {...props} />,
    ul: ({ node: _node, ...props }) => <ul className="flex list-disc flex-col gap-1 pl-6" {...props} />,
    ol: ({ node: _node, ...props }) => <ol className="flex list-decimal flex-col gap-1 pl-6" {...props} />,
    blockquote: ({ node: _node, ...props }) => (
      <blockquote className="border-l-4 border-border pl-4 text-muted-foreground" {...props} />
    ),
    code: ({ node: _node, ...props }) => (
      <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]" {...props} />
    ),
    pre: ({ node: _node, ...props }) => (
      <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm" {...props} />
    ),
    hr: ({ node: _node, ...props }) => <hr className="border-border" {...props} />,
    // A wide table scrolls inside its own box rather than the page; the box takes focus so that
    // people without a mouse can scroll it too.
    table: ({ node, ...props }) => (
      <div
        role="region"
        aria-label={tableName(node)}
        // The scrollable-table pattern of the ARIA practices (as the Table component does).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="w-full overflow-x-auto outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <table className="w-full border-collapse text-sm" {...props} />
      </div>
    ),
    th: ({ node: _node, ...props }) => (
      <th className="border-b border-border px-3 py-2 text-left font-semibold" {...props} />
    ),
    td: ({ node: _node, ...props }) => (
      <td className="border-b border-border px-3 py-2 align-top" {...props} />
    ),
    // Images from anywhere would let a text's author track its readers: their description is shown.
    img: ({ alt }) => (alt ? <span className="text-muted-foreground italic">[Image: {alt}]</span> : null),
  };
}

/**
 * The Markdown text rendered with react-markdown, GitHub-flavoured, through rehype-sanitize. It is
 * the heavy part of `MarkdownView` (about 50 KB gzipped with its parsers), loaded by it on first use.
 */
export function MarkdownRenderer({
  markdown,
  headingOffset,
  internalLink,
}: {
  markdown: string;
  headingOffset: number;
  internalLink?: React.ComponentType<MarkdownInternalLinkProps>;
}) {
  const mapped = React.useMemo(() => components(headingOffset, internalLink), [headingOffset, internalLink]);
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={mapped}>
      {markdown}
    </Markdown>
  );
}
