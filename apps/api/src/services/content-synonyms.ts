/**
 * Menopause terms people use for the same thing. A query that names one of a group also finds
 * passages that use another (decisions.md, "AI assistant"). Each phrase is matched as words, with
 * a plural `s`/`es` taken off, so "hot flashes" matches "hot flash".
 */
export const MENOPAUSE_SYNONYMS: readonly (readonly string[])[] = [
  ["hot flush", "hot flash", "vasomotor", "night sweat"],
  ["hrt", "mht", "hormone therapy", "hormone replacement therapy", "menopausal hormone therapy"],
  ["vaginal dryness", "gsm", "genitourinary syndrome", "vaginal atrophy", "atrophic vaginitis", "atrophy"],
  [
    "brain fog",
    "memory problem",
    "memory change",
    "poor concentration",
    "forgetfulness",
    "forgetful",
    "forgetting",
  ],
  ["low libido", "low sex drive", "loss of libido", "low desire"],
  ["osteoporosis", "bone loss", "bone density", "brittle bone"],
  [
    "insomnia",
    "sleep problem",
    "trouble sleeping",
    "poor sleep",
    "can't sleep",
    "cannot sleep",
    "sleeplessness",
  ],
  ["low mood", "depression", "depressive mood"],
  ["anxiety", "anxious", "panic"],
  ["perimenopause", "menopause transition", "menopausal transition"],
  ["premature ovarian insufficiency", "poi", "early menopause", "premature menopause"],
  ["mrs", "menopause rating scale"],
  ["incontinence", "bladder leak", "leaking urine", "overactive bladder"],
  ["palpitation", "racing heart", "heart discomfort"],
  ["joint pain", "aching joint", "arthralgia", "muscle ache"],
  ["insulin resistance", "prediabetes", "blood sugar"],
  ["weight gain", "belly fat", "metabolism"],
  ["black cohosh", "herbal remedy", "herbal remedies"],
  ["tiredness", "exhaustion", "exhausted", "fatigue", "tired all the time", "low energy"],
];

const stem = (word: string) => word.replace(/(?:es|s)$/, "");

/** Lower-cased words of a text (letters and digits), at most `max`. */
export function wordsOf(text: string, max = 32): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

export type ExpandedQuery = {
  /** Each group the query named: all its phrases, any of which may match. */
  groups: string[][];
  /** The query's other words, each on its own. */
  words: string[];
};

/**
 * Splits a query into the synonym groups it names (longest phrase first) and its other words.
 */
export function expandQuery(text: string): ExpandedQuery {
  const words = wordsOf(text);
  const stems = words.map(stem);
  const used = new Array<boolean>(words.length).fill(false);
  const groups: string[][] = [];
  const phrases = MENOPAUSE_SYNONYMS.flatMap((group, index) =>
    group.map((phrase) => ({ index, parts: wordsOf(phrase).map(stem) })),
  ).sort((a, b) => b.parts.length - a.parts.length);
  const named = new Set<number>();
  for (const { index, parts } of phrases) {
    for (let start = 0; start + parts.length <= stems.length; start += 1) {
      const slice = stems.slice(start, start + parts.length);
      const free = used.slice(start, start + parts.length).every((taken) => !taken);
      if (free && slice.every((part, offset) => part === parts[offset])) {
        used.fill(true, start, start + parts.length);
        if (!named.has(index)) {
          named.add(index);
          groups.push([...MENOPAUSE_SYNONYMS[index]!]);
        }
      }
    }
  }
  return { groups, words: [...new Set(words.filter((_, index) => !used[index]))] };
}
