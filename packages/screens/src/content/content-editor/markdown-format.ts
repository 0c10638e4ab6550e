/** The toolbar's Markdown formats. */
export const MARKDOWN_FORMATS = [
  "bold",
  "italic",
  "heading",
  "bulleted",
  "numbered",
  "quote",
  "link",
] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];

/** A text with its selection, as a textarea holds it. */
export type TextSelection = { text: string; start: number; end: number };

const wraps: Partial<Record<MarkdownFormat, { mark: string; placeholder: string }>> = {
  bold: { mark: "**", placeholder: "bold text" },
  italic: { mark: "_", placeholder: "italic text" },
};

const linePrefixes: Partial<Record<MarkdownFormat, (index: number) => string>> = {
  heading: () => "## ",
  bulleted: () => "- ",
  numbered: (index) => `${index + 1}. `,
  quote: () => "> ",
};

/**
 * Applies a toolbar format to the selection: bold and italic wrap it (or a placeholder, selected
 * for typing over), a link wraps it as the link's text and selects the address, and headings,
 * lists and quotes mark every selected line. Marking lines that all carry the mark removes it.
 */
export function applyMarkdownFormat(
  { text, start, end }: TextSelection,
  format: MarkdownFormat,
): TextSelection {
  const selected = text.slice(start, end);
  const wrap = wraps[format];
  if (wrap) {
    const inner = selected || wrap.placeholder;
    const { mark } = wrap;
    const next = `${text.slice(0, start)}${mark}${inner}${mark}${text.slice(end)}`;
    return { text: next, start: start + mark.length, end: start + mark.length + inner.length };
  }
  if (format === "link") {
    const label = selected || "link text";
    const address = "https://";
    const before = `${text.slice(0, start)}[${label}](`;
    return {
      text: `${before}${address})${text.slice(end)}`,
      start: before.length,
      end: before.length + address.length,
    };
  }
  const prefix = linePrefixes[format]!;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nextBreak = text.indexOf(
    "\n",
    Math.max(end - (end > start && text[end - 1] === "\n" ? 1 : 0), start),
  );
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const marked = (line: string, index: number) =>
    format === "numbered" ? /^\d+\.\s/.test(line) : line.startsWith(prefix(index));
  const unmark = lines.every(marked);
  const changed = lines.map((line, index) =>
    unmark
      ? line.replace(format === "numbered" ? /^\d+\.\s/ : prefix(index), "")
      : `${prefix(index)}${line.replace(/^(#{1,6}\s|>\s|-\s|\d+\.\s)/, "")}`,
  );
  const block = changed.join("\n");
  const next = `${text.slice(0, lineStart)}${block}${text.slice(lineEnd)}`;
  return { text: next, start: lineStart, end: lineStart + block.length };
}
