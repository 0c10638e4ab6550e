/**
 * The body as readers will see it. Until the design system's sanitising Markdown view is in,
 * the text shows as written.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return <pre className="font-sans text-sm whitespace-pre-wrap">{markdown}</pre>;
}
