/**
 * Why a search found an item, for the reader: the words of its title and summary that match
 * (PostgreSQL's `ts_headline` with the same concepts and stemming the search used, so synonyms,
 * other spellings and corrected typos are marked too) and a short excerpt of the passage that
 * matched best, as text with the marked words' offsets.
 */
import type { SearchMatch, TextMarks } from "@pkg/contracts";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client";
import { selectRows, sqlArray } from "../../db/rows";
import { TEXT_SEARCH_CONFIG } from "./config";
import { conceptTsQuery } from "./engine";
import type { WeighedQuery } from "./weigh";

/** Marks ts_headline puts around a matched word: characters no text of the library holds. */
const START = "\u0002";
const STOP = "\u0003";

/** A ts_headline result as its text and the offsets of the words between the marks. */
export function marksOf(marked: string): { text: string; marks: TextMarks } {
  let text = "";
  const marks: TextMarks = [];
  let start = -1;
  for (const character of marked) {
    if (character === START) start = text.length;
    else if (character === STOP) {
      if (start >= 0 && text.length > start) {
        const previous = marks.at(-1);
        // Words of one phrase, marked one by one, read as one mark across the space between.
        if (previous && /^\s$/.test(text.slice(previous[1], start))) previous[1] = text.length;
        else marks.push([start, text.length]);
      }
      start = -1;
    } else text += character;
  }
  return { text, marks };
}

/** Markdown of a passage reduced to plain text for its excerpt. */
const plainSql = (column: string) =>
  sql.raw(
    `regexp_replace(regexp_replace(regexp_replace(${column}, '\\[([^\\]]*)\\]\\([^)]*\\)', '\\1', 'g'), '(^|\\n)\\s*([-+*]|\\d+[.)]|#+|>|\\|)\\s*', '\\1', 'g'), '[*_\`|]+', '', 'g')`,
  );

/** The match of each item (by id) on the page, given the passage that matched best. */
export async function searchMatches(
  db: Database,
  query: WeighedQuery,
  items: readonly { contentId: string; passageId: string }[],
): Promise<Map<string, SearchMatch>> {
  const concepts = query.concepts.filter((concept) => concept.weight > 0);
  if (items.length === 0 || concepts.length === 0) return new Map();
  const tsquery = sql.join(concepts.map(conceptTsQuery), sql` || `);
  const config = sql.raw(`'${TEXT_SEARCH_CONFIG}'::regconfig`);
  const whole = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
  const fragment = `MaxFragments=1, MaxWords=32, MinWords=14, ShortWord=2, StartSel=${START}, StopSel=${STOP}, FragmentDelimiter=" … "`;
  const rows = await selectRows<{
    content_id: string;
    title: string;
    summary: string;
    heading: string | null;
    excerpt: string | null;
  }>(
    db,
    sql`
      with q as (select (${tsquery}) as q)
      select page.content_id,
        ts_headline(${config}, rev.title, q.q, ${whole}) as title,
        ts_headline(${config}, rev.summary, q.q, ${whole}) as summary,
        p.heading,
        ts_headline(${config}, ${plainSql("p.text")}, q.q, ${fragment}) as excerpt
      from unnest(${sqlArray(items.map((item) => item.contentId))}::uuid[], ${sqlArray(items.map((item) => item.passageId))}::uuid[]) as page(content_id, passage_id)
      cross join q
      join content_items i on i.id = page.content_id
      join content_revisions rev on rev.id = i.published_revision_id
      left join content_passages p on p.id = page.passage_id
    `,
  );
  return new Map(
    rows.map((row) => {
      const excerpt = row.excerpt ? marksOf(row.excerpt.replace(/\s+/g, " ").trim()) : null;
      return [
        row.content_id,
        {
          title: marksOf(row.title).marks,
          summary: marksOf(row.summary).marks,
          excerpt: excerpt && excerpt.text ? { heading: row.heading, ...excerpt } : null,
        },
      ];
    }),
  );
}
