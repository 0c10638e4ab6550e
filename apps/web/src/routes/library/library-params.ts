import { CONTENT_LIMITS, contentTopicSchema, type ContentTopic } from "@pkg/contracts";

import { libraryItemPath, paths } from "../../app/paths";

/** Articles on a page of `/library`. */
export const LIBRARY_PAGE_SIZE = 12;

/** What `/library` shows, kept in its address (`?q=sleep&topic=sleep-problems&page=2`). */
export type LibraryParams = { q: string; topic: ContentTopic | null; page: number };

/**
 * The search, topic and page an address asks for. Anything a person could have typed or an old
 * link could carry is made safe: an unknown topic means all topics, a page that is not a whole
 * number from 1 means the first, a search longer than the API takes is cut.
 */
export function readLibraryParams(search: URLSearchParams): LibraryParams {
  const q = (search.get("q") ?? "").trim().slice(0, CONTENT_LIMITS.searchMax).trim();
  const topic = contentTopicSchema.safeParse(search.get("topic"));
  const pageText = search.get("page") ?? "";
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return { q, topic: topic.success ? topic.data : null, page: page >= 1 ? page : 1 };
}

/** The address's query for these params, leaving out the defaults (`/library` stays bare). */
export function writeLibraryParams({ q, topic, page }: LibraryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (topic) search.set("topic", topic);
  if (page > 1) search.set("page", String(page));
  return search;
}

/** The address's query (`?q=…&page=…`), or nothing for the defaults. */
const queryOf = (params: LibraryParams) => {
  const query = writeLibraryParams(params).toString();
  return query ? `?${query}` : "";
};

/** `/library` showing this list (`/library?q=hot+flashes&page=2`), or the bare `/library`. */
export function libraryListPath(params: LibraryParams): string {
  return `${paths.library}${queryOf(params)}`;
}

/**
 * `/library/{id}` opened from this list: the article's address carries the list's search, topic
 * and page (`/library/{id}?q=hot+flashes&page=2`), so its 'Back to library' link returns to the
 * same list, after a reload too.
 */
export function libraryArticlePath(id: string, params: LibraryParams): string {
  return `${libraryItemPath(id)}${queryOf(params)}`;
}
