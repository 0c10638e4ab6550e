import { CARE_LIMITS, CARE_SORTS, type CareSort } from "@pkg/contracts";
import type { ManagedClientsArgs } from "@pkg/stores";

/**
 * What the Clients page shows, kept in the address (`/coaches?q=&sort=`) so that back, forward,
 * reload and a shared link keep the search and the order.
 */
export type ClientsView = {
  /** The search as typed ('' for none). */
  q: string;
  sort: CareSort;
};

/** The order the page opens in; the address leaves it out. */
export const DEFAULT_CLIENTS_SORT: CareSort = "name";

function isSort(value: string | null): value is CareSort {
  return value !== null && (CARE_SORTS as readonly string[]).includes(value);
}

/** The view an address asks for; an unknown order falls back to the default, a long search is cut. */
export function parseClientsParams(params: URLSearchParams): ClientsView {
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").slice(0, CARE_LIMITS.searchMax),
    sort: isSort(sort) ? sort : DEFAULT_CLIENTS_SORT,
  };
}

/** The address of a view: no empty search and no default order (so `/coaches` is the plain list). */
export function clientsParamsOf(view: ClientsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set("q", view.q);
  if (view.sort !== DEFAULT_CLIENTS_SORT) params.set("sort", view.sort);
  return params;
}

/** The list call for a view: the search trimmed, and left out when there is none. */
export function managedClientsArgsOf(view: ClientsView): ManagedClientsArgs {
  const q = view.q.trim();
  return q ? { q, sort: view.sort } : { sort: view.sort };
}
