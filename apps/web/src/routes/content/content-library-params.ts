import {
  CONTENT_LABEL_SLUGS,
  CONTENT_LIMITS,
  CONTENT_TOPIC_SLUGS,
  ROLE_IDS,
  type ContentLabel,
  type ContentTopic,
} from "@pkg/contracts";

/**
 * What the staff library shows, kept in the address (`?tab=&q=&topic=&page=&mine=`) so that back,
 * forward, reload and a shared link all keep it.
 */
export type LibraryView = {
  label: ContentLabel;
  /** The search ('' for none). */
  q: string;
  topic: ContentTopic | null;
  /** From 1. */
  page: number;
  /** Only the items assigned to this person. */
  mine: boolean;
};

/** Where a person's library opens: the address leaves these out. */
export type LibraryDefaults = Pick<LibraryView, "label" | "mine">;

/** Reviewers and Super Admins may filter by what is assigned to them. */
export function mayFilterAssignedToMe(roleID: number | undefined): boolean {
  return roleID === ROLE_IDS.reviewer || roleID === ROLE_IDS.superAdmin;
}

/**
 * A Reviewer opens on what is assigned to them (In-Review, 'Assigned to me' on; decisions.md);
 * everyone else opens on Published.
 */
export function libraryDefaults(roleID: number | undefined): LibraryDefaults {
  return roleID === ROLE_IDS.reviewer
    ? { label: "in-review", mine: true }
    : { label: "published", mine: false };
}

function isLabel(value: string | null): value is ContentLabel {
  return value !== null && (CONTENT_LABEL_SLUGS as readonly string[]).includes(value);
}

function isTopic(value: string | null): value is ContentTopic {
  return value !== null && (CONTENT_TOPIC_SLUGS as readonly string[]).includes(value);
}

/** A page number as typed in an address: whole and from 1, else the first page. */
function pageOf(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function mineOf(value: string | null, fallback: boolean): boolean {
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return fallback;
}

/**
 * The view an address asks for. Anything unknown or malformed falls back to the person's
 * default rather than failing: an old bookmark still opens the library.
 */
export function parseLibraryParams(
  params: URLSearchParams,
  defaults: LibraryDefaults,
  allowMine: boolean,
): LibraryView {
  const tab = params.get("tab");
  const topic = params.get("topic");
  return {
    label: isLabel(tab) ? tab : defaults.label,
    q: (params.get("q") ?? "").trim().slice(0, CONTENT_LIMITS.searchMax),
    topic: isTopic(topic) ? topic : null,
    page: pageOf(params.get("page")),
    mine: allowMine && mineOf(params.get("mine"), defaults.mine),
  };
}

/** The address of a view, leaving out what is the person's default (so `/content-manager/library` is home). */
export function libraryParamsOf(view: LibraryView, defaults: LibraryDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (view.label !== defaults.label) params.set("tab", view.label);
  if (view.q) params.set("q", view.q);
  if (view.topic) params.set("topic", view.topic);
  if (view.page > 1) params.set("page", String(view.page));
  if (view.mine !== defaults.mine) params.set("mine", view.mine ? "1" : "0");
  return params;
}
