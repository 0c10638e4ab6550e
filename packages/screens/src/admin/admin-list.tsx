import { EmptyState, Pagination, Skeleton } from "@pkg/ui";
import type * as React from "react";

import { LoadFailedAlert } from "../shared/load-failed-alert";

/** One page of an administration list, as the API answers it. */
export type AdminListPage<T> = { items: readonly T[]; total: number; page: number; pageSize: number };

export type AdminListProps<T> = {
  /** The page shown; absent while it loads or when it failed. */
  list?: AdminListPage<T> | undefined;
  loading: boolean;
  loadError: string | null;
  onRetry?: (() => void) | undefined;
  /** "The sources could not be loaded". */
  loadErrorTitle: string;
  /** The skeleton's accessible name: "Loading the sources". */
  loadingLabel: string;
  /** What an empty page says. */
  empty: { icon: React.ReactNode; title: string; description: string };
  /** The pager's accessible name: "Pages of sources". */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The table of a page's rows (with whatever stands before it). */
  children: (items: readonly T[]) => React.ReactNode;
};

/**
 * The body of an administration list: what failed to load (with Try again), a skeleton while it
 * loads, what an empty list says, or the rows and, when there is more than a page, the pager.
 */
export function AdminList<T>({
  list,
  loading,
  loadError,
  onRetry,
  loadErrorTitle,
  loadingLabel,
  empty,
  pagesLabel,
  onPageChange,
  children,
}: AdminListProps<T>) {
  if (loadError) return <LoadFailedAlert title={loadErrorTitle} message={loadError} onRetry={onRetry} />;
  if (loading || !list) return <Skeleton className="h-60" aria-busy="true" aria-label={loadingLabel} />;
  if (list.items.length === 0)
    return (
      <EmptyState
        variant="outline"
        size="sm"
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
      />
    );
  return (
    <>
      {children(list.items)}
      {list.total > list.pageSize ? (
        <Pagination
          aria-label={pagesLabel}
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}
