/** At most about this many words in one retrieval passage (decisions.md, "AI assistant"). */
export const PASSAGE_MAX_WORDS = 200;

export type Passage = { heading: string | null; text: string };

const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Splits a Markdown body into passages: a heading and its paragraphs, cut between paragraphs
 * when a section grows past `PASSAGE_MAX_WORDS` (a single longer paragraph stays whole, so no
 * sentence is cut). Text before the first heading is a passage without a heading.
 */
export function splitIntoPassages(body: string): Passage[] {
  const sections: { heading: string | null; paragraphs: string[] }[] = [{ heading: null, paragraphs: [] }];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = paragraph.join("\n").trim();
    if (text) sections.at(-1)!.paragraphs.push(text);
    paragraph = [];
  };
  for (const line of body.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      sections.push({ heading: heading[1]!.trim(), paragraphs: [] });
    } else if (line.trim() === "") {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();

  const passages: Passage[] = [];
  for (const section of sections) {
    let chunk: string[] = [];
    let words = 0;
    for (const text of section.paragraphs) {
      const count = wordsIn(text);
      if (chunk.length > 0 && words + count > PASSAGE_MAX_WORDS) {
        passages.push({ heading: section.heading, text: chunk.join("\n\n") });
        chunk = [];
        words = 0;
      }
      chunk.push(text);
      words += count;
    }
    if (chunk.length > 0) passages.push({ heading: section.heading, text: chunk.join("\n\n") });
  }
  return passages;
}
