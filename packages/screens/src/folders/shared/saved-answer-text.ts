import type { SavedAnswer } from "@pkg/contracts";

/**
 * A saved answer's Markdown as the Saved page shows it: every `[n]` that names one of its
 * citations links to that item in the reader (`hrefOf`), and the opening paragraphs that repeat a
 * red flag's advice are left out, because the page shows the advice above the text as an alert.
 */
export function savedAnswerMarkdown(answer: SavedAnswer, hrefOf: (contentId: string) => string): string {
  const paragraphs = answer.text.split(/\n{2,}/);
  let start = 0;
  for (const flag of answer.redFlags) {
    if (paragraphs[start]?.startsWith(`**${flag.advice.title}`)) start += 1;
  }
  const cited = new Map(answer.citations.map((citation) => [String(citation.n), citation.contentId]));
  return paragraphs
    .slice(start)
    .join("\n\n")
    .replace(/\[(\d+)\](?!\()/g, (marker: string, n: string) => {
      const contentId = cited.get(n);
      return contentId === undefined ? marker : `[\\[${n}\\]](${hrefOf(contentId)})`;
    });
}
