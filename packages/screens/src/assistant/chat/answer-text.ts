import type { AssistantAnswer } from "@pkg/contracts";

/** A personalised answer's opening line ('Personalised for you: …'), which the chat shows on its own. */
const PERSONALISED_OPENING = /^[*_\s]*personali[sz]ed\b/i;

/**
 * The answer's Markdown as the chat shows it: each `[n]` citation becomes a link to its item
 * (`hrefOf`); on a red-flag answer the leading advice paragraphs are left out, because the chat
 * shows the advice above the text in its own alert; and a personalised answer's opening line is
 * left out, because the chat shows what it is personalised for above the text.
 */
export function answerMarkdown(answer: AssistantAnswer, hrefOf: (contentId: string) => string): string {
  let paragraphs = answer.text.split(/\n{2,}/);
  if (answer.kind === "red-flag" && answer.redFlags.length > 0) {
    const advice = paragraphs.slice(0, answer.redFlags.length);
    if (advice.every((paragraph) => paragraph.startsWith("**"))) paragraphs = paragraphs.slice(advice.length);
  }
  if (answer.personalizedFor?.length && PERSONALISED_OPENING.test(paragraphs[0] ?? "")) {
    paragraphs = paragraphs.slice(1);
  }
  const byNumber = new Map(answer.citations.map((citation) => [citation.n, citation]));
  return paragraphs.join("\n\n").replace(/\[(\d+)\](?!\()/g, (whole, digits: string) => {
    const citation = byNumber.get(Number(digits));
    return citation ? `[\\[${digits}\\]](${hrefOf(citation.contentId)})` : whole;
  });
}

/** The answer as plain text for the clipboard: the text, then its sources by number. */
export function answerPlainText(answer: AssistantAnswer): string {
  const text = answer.text.replace(/\*\*/g, "").replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1");
  if (answer.citations.length === 0) return text;
  const sources = answer.citations.map((citation) => `[${citation.n}] ${citation.title}`);
  return `${text}\n\nSources:\n${sources.join("\n")}`;
}
