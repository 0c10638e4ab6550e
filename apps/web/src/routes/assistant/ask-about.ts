import { askRequestSchema } from "@pkg/contracts";

import { ABOUT_PARAM, paths } from "../../app/paths";

/** What `/ask?about=` asks for: nothing, one article, or an id that cannot be an article's. */
export type AboutParam = { kind: "none" } | { kind: "article"; id: string } | { kind: "invalid" };

const articleId = askRequestSchema.shape.referenceContentId.unwrap();

/**
 * The article a new chat is to start from (`/ask?about={id}`, "Ask about this article"). An id
 * that cannot be an article's (not a UUID) is not sent to the API: the page says the article is
 * not available, as it does for one the API does not find.
 */
export function readAboutParam(search: URLSearchParams): AboutParam {
  const value = search.get(ABOUT_PARAM);
  if (value === null) return { kind: "none" };
  const id = articleId.safeParse(value.trim());
  return id.success ? { kind: "article", id: id.data } : { kind: "invalid" };
}

/** 'Ask about anything instead': the same address without `about` (`/ask`, keeping anything else). */
export function askWithoutAbout(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(ABOUT_PARAM);
  const query = rest.toString();
  return query ? `${paths.ask}?${query}` : paths.ask;
}
