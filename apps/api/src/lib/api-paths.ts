/** Where the API answers: JSON under this prefix, never one of the web app's pages. */
export const API_PREFIX = "/api";

/** The browsable API reference: a page under the API's prefix, with its own policy. */
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

/** A path of the API (`/api` and below), never one of the web app's pages. */
export const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/** `/api/…` except the browsable reference, which is a page. */
export const isApiAnswer = (url: string) => isApiPath(url) && !url.startsWith(API_DOCS_PREFIX);
