import { MarkdownView } from "@pkg/ui";

/** The body as readers will see it: the design system's sanitising Markdown view. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return <MarkdownView markdown={markdown} />;
}
