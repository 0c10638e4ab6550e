import { ADMIN_SEARCH_MAX, type AdminSource, type AdminSourcesResponse } from "@pkg/contracts";
import { Button, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@pkg/ui";
import { BookMarked } from "lucide-react";
import * as React from "react";

import { ConfirmActionDialog } from "../../shared/confirm-action-dialog";
import { SearchForm } from "../../shared/search-form";
import { AdminList } from "../admin-list";
import { AdminPageHeader } from "../admin-page-header";
import { adminDateTime, linkClass } from "../administration-text";

/** What marking a source answered: done, or why not. */
export type MarkSourceResult = { ok: true } | { ok: false; message: string };

export type SourcesSectionProps = {
  /** One page of cited sources (`GET /api/admin/sources`); absent while it loads or when it failed. */
  sources?: AdminSourcesResponse;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  /** The search shown (title, publisher or URL); a new one from outside replaces what is typed. */
  search: string;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
  /** Marks a source as updated, once confirmed; the dialog closes when it answers `ok`. */
  onMarkUpdated: (source: AdminSource) => Promise<MarkSourceResult>;
  /** Where the Administration page is. */
  backHref: string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

function citedBy(source: AdminSource): string {
  const published = `${source.publishedItems} published`;
  return source.items === source.publishedItems ? published : `${published}, ${source.items} in all`;
}

function reReviewText(count: number): string {
  if (count === 0) return "No published item cites it now, so none will need re-review.";
  if (count === 1)
    return "The published item citing it will show 'Needs re-review' until it is reviewed again.";
  return `The ${count} published items citing it will show 'Needs re-review' until they are reviewed again.`;
}

/**
 * `/admin/sources`, for Super Admins: the sources the library cites, one per URL, with how many
 * items cite each (published ones and all) and when it was last marked as updated. 'Mark as
 * updated' asks first: the published items citing the source will need re-review.
 */
export function SourcesSection({
  sources,
  loading = false,
  loadError = null,
  onRetry,
  search,
  onSearch,
  onPageChange,
  onMarkUpdated,
  backHref,
  timeZone,
}: SourcesSectionProps) {
  const [confirming, setConfirming] = React.useState<AdminSource | null>(null);
  const [marking, setMarking] = React.useState(false);
  const [markError, setMarkError] = React.useState<string | null>(null);
  const close = () => {
    setConfirming(null);
    setMarkError(null);
  };
  const confirm = async () => {
    if (!confirming) return;
    setMarking(true);
    setMarkError(null);
    try {
      const result = await onMarkUpdated(confirming);
      if (result.ok) close();
      else setMarkError(result.message);
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Sources"
        description="The guidance the library cites. When a source publishes a new version, mark it as updated: the published items citing it then need re-review."
        backHref={backHref}
      />
      <section aria-labelledby="admin-sources-title" className="flex flex-col gap-4">
        <h2 id="admin-sources-title" className="sr-only">
          Cited sources
        </h2>
        <SearchForm
          maxLength={ADMIN_SEARCH_MAX}
          aria-label="Search sources"
          label="Title, publisher or URL"
          search={search}
          onSearch={onSearch}
        />

        <AdminList
          list={sources}
          loading={loading}
          loadError={loadError}
          onRetry={onRetry}
          loadErrorTitle="The sources could not be loaded"
          loadingLabel="Loading the sources"
          empty={
            search
              ? {
                  icon: <BookMarked />,
                  title: "No source matches",
                  description: "Try another title, publisher or address.",
                }
              : {
                  icon: <BookMarked />,
                  title: "No sources yet",
                  description: "Sources show here once library items cite them.",
                }
          }
          pagesLabel="Pages of sources"
          onPageChange={onPageChange}
        >
          {(items) => (
            <>
              <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
                {sources?.total === 1 ? "1 source" : `${sources?.total ?? 0} sources`}
              </p>
              <Table size="sm">
                <TableCaption className="sr-only">Cited sources, by title</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Source</TableHead>
                    <TableHead>Publisher</TableHead>
                    <TableHead>Year</TableHead>
                    <TableHead>Cited by</TableHead>
                    <TableHead>Marked as updated</TableHead>
                    <TableHead>
                      <span className="sr-only">Mark as updated</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((source) => (
                    <TableRow key={source.url}>
                      <TableCell className="max-w-80">
                        <span className="block font-medium">{source.title || source.url}</span>
                        <a
                          href={source.url}
                          target="_blank"
                          rel="noreferrer noopener"
                          className={`text-caption break-all ${linkClass}`}
                        >
                          {source.url}
                        </a>
                      </TableCell>
                      <TableCell>{source.publisher || "—"}</TableCell>
                      <TableCell>{source.year ?? "—"}</TableCell>
                      <TableCell className="whitespace-nowrap">{citedBy(source)}</TableCell>
                      <TableCell>
                        {source.markedAt ? (
                          <>
                            <time dateTime={source.markedAt} className="whitespace-nowrap">
                              {adminDateTime(source.markedAt, timeZone)}
                            </time>
                            {source.markedBy ? (
                              <span className="block text-caption text-muted-foreground">
                                by {source.markedBy.name}
                              </span>
                            ) : null}
                          </>
                        ) : (
                          "Never"
                        )}
                      </TableCell>
                      <TableCell className="text-right">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Mark as updated: ${source.title || source.url}`}
                          onClick={() => setConfirming(source)}
                        >
                          Mark as updated
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </AdminList>
      </section>

      <ConfirmActionDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title="Mark this source as updated?"
        description={
          confirming ? (
            <>
              {confirming.title || confirming.url} ({confirming.url}).{" "}
              {reReviewText(confirming.publishedItems)}
            </>
          ) : null
        }
        keepLabel="Cancel"
        confirmLabel="Mark as updated"
        pending={marking}
        error={markError}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
