/** One choice in a Combobox or MultiSelect. */
export type SelectOption = {
  /** The value reported to `onValueChange`; unique and not empty. */
  value: string;
  /** The text shown and searched. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** More words the search matches (synonyms, abbreviations). */
  keywords?: string[];
};

/** Lower-cases, trims and strips accents so that "Ayurvédic" matches "ayurvedic". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The options whose label or keywords contain every word of the query, in their original order.
 * Case and accents are ignored; an empty query keeps every option.
 */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const terms = normalizeSearchText(query).split(" ").filter(Boolean);
  if (terms.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = normalizeSearchText([option.label, ...(option.keywords ?? [])].join(" "));
    return terms.every((term) => haystack.includes(term));
  });
}
