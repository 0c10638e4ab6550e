import * as React from "react";

import { cn } from "../../lib/utils";
import { Skeleton } from "../skeleton";
import type { MarkdownInternalLinkProps, MarkdownRenderer } from "./markdown-renderer";

export type { MarkdownInternalLinkProps };

export type MarkdownViewProps = {
  /** The Markdown text (GitHub-flavoured: tables, task lists, strikethrough, autolinks). */
  markdown: string;
  /**
   * How many levels the text's headings move down, so that they sit under the page's own: with the
   * default 1 a `#` heading renders as `<h2>` (never past `<h6>`).
   */
  headingOffset?: number;
  /** Classes for the wrapper. */
  className?: string;
  /**
   * Renders the text's in-app links (a relative `href`) with the app's router link, so following
   * one keeps the page's state; they are plain `<a>` elements without it.
   */
  internalLink?: React.ComponentType<MarkdownInternalLinkProps>;
};

let renderer: typeof MarkdownRenderer | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads what renders Markdown (react-markdown, its parsers and the sanitiser, about 50 KB gzipped)
 * once. `MarkdownView` does so the first time it is shown, so pages without Markdown never pay
 * for it; call this ahead of time to spare a page the wait. A failed load is tried again on the
 * next call.
 */
export function preloadMarkdownView(): Promise<void> {
  loading ??= import("./markdown-renderer").then(
    (module) => {
      renderer = module.MarkdownRenderer;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Markdown written by people (library items, handouts) rendered as the product's own text. Raw
 * HTML is never rendered (it shows as text), links may only use http, https, mailto and relative
 * addresses, and the result passes through rehype-sanitize's allow-list, so a hostile text cannot
 * run a script, load a frame or style the page.
 *
 * The renderer loads on first use (`preloadMarkdownView`): until then the text's place shows
 * lines of placeholder, marked busy; should it fail to load (the connection dropped), the text is
 * shown as it was written, so nothing is lost.
 */
export function MarkdownView({ markdown, headingOffset = 1, className, internalLink }: MarkdownViewProps) {
  const [Renderer, setRenderer] = React.useState(() => renderer);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (Renderer) return;
    let current = true;
    preloadMarkdownView().then(
      () => {
        if (current) setRenderer(() => renderer);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [Renderer]);

  if (Renderer)
    return (
      <div data-slot="markdown-view" className={markdownViewClasses(className)}>
        <Renderer markdown={markdown} headingOffset={headingOffset} internalLink={internalLink} />
      </div>
    );
  if (failed) return <MarkdownViewPlain markdown={markdown} className={className} />;
  return <MarkdownViewLoading className={className} />;
}

const markdownViewClasses = (className?: string) =>
  cn("flex flex-col gap-4 text-base text-foreground", className);

/** What `MarkdownView` shows while its renderer loads: lines of placeholder, marked busy. */
export function MarkdownViewLoading({ className }: { className?: string }) {
  return (
    <div
      data-slot="markdown-view"
      data-state="loading"
      aria-busy="true"
      className={markdownViewClasses(className)}
    >
      <span className="sr-only">Loading the text…</span>
      <Skeleton shape="text" className="w-11/12" />
      <Skeleton shape="text" className="w-full" />
      <Skeleton shape="text" className="w-2/3" />
    </div>
  );
}

/** What `MarkdownView` shows when its renderer cannot load: the text as it was written. */
export function MarkdownViewPlain({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div data-slot="markdown-view" data-state="plain" className={markdownViewClasses(className)}>
      <p className="leading-7 whitespace-pre-wrap">{markdown}</p>
    </div>
  );
}
