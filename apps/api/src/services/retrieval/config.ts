/**
 * The text search configuration the passages are indexed with (migration 0022): PostgreSQL's
 * English stemmer after folding accents.
 */
export const TEXT_SEARCH_CONFIG = "haven_english";

/** ts_rank's weights for D, C, B, A: the text 0.4, the summary and heading 0.7, the title 1. */
export const RANK_WEIGHTS = "{0.1, 0.4, 0.7, 1.0}";

/** What ts_rank gives one word once in the title (A): a concept's rank is read against it. */
export const RANK_UNIT = 0.6079;
