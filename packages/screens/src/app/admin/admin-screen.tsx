import type { LibraryStatus, MarkSourceUpdatedResponse } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Skeleton,
} from "@pkg/ui";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";

export type AdminScreenProps = {
  /** The library's health (`GET /api/library/status`); absent while it loads or when it failed. */
  libraryStatus?: LibraryStatus;
  loading?: boolean;
  /** Why the library's health could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Where the content library is. */
  libraryHref: string;
  /** The address typed in 'Mark a source as updated' (kept by the page, so it survives an error). */
  sourceUrl: string;
  onSourceUrlChange: (url: string) => void;
  /** Mark the typed source as updated. */
  onMarkSource: () => void;
  marking?: boolean;
  /** The address's field message (from the form's check or the API's 400). */
  sourceError?: string | null;
  /** The API could not mark it (other than a field error). */
  markError?: string | null;
  /** The last source marked, with how many published items cite it. */
  marked?: MarkSourceUpdatedResponse | null;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * `/admin`, for Super Admins: the library's health (items by stage, reviews past due, items citing
 * a source that changed) and marking a source as updated so the items that cite it get reviewed.
 */
export function AdminScreen({
  libraryStatus,
  loading = false,
  loadError = null,
  onRetry,
  libraryHref,
  sourceUrl,
  onSourceUrlChange,
  onMarkSource,
  marking = false,
  sourceError = null,
  markError = null,
  marked = null,
}: AdminScreenProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (sourceError) inputRef.current?.focus();
  }, [sourceError]);

  const byStatus = libraryStatus?.byStatus;
  const figures = byStatus
    ? [
        { label: "Published", value: byStatus.live },
        {
          label: "In review",
          value: byStatus["ready-for-review"] + byStatus.waiting + byStatus["second-review-requested"],
        },
        { label: "Approved, not yet published", value: byStatus["ready-to-publish"] },
        { label: "Drafts", value: byStatus.raw },
        { label: "Archived", value: byStatus.archived },
        { label: "Reviews past due", value: libraryStatus.pastDueReviews },
        { label: "Citing an updated source", value: libraryStatus.citingUpdatedSources },
      ]
    : [];

  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Administration</h1>
        <p className="text-muted-foreground">
          The state of the content library, and keeping its sources current.
        </p>
      </header>

      <section aria-labelledby="admin-library-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="admin-library-title" className="text-lg font-semibold">
            Library health
          </h2>
          <ScreenLink
            to={libraryHref}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Open the content library
          </ScreenLink>
        </div>
        {loadError ? (
          <LoadFailedAlert message={loadError} onRetry={onRetry} />
        ) : loading || !libraryStatus ? (
          <Skeleton className="h-40" aria-busy="true" aria-label="Loading the library's health" />
        ) : (
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-card p-4"
              >
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="text-display font-semibold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Mark a source as updated</h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            When a guideline is revised, enter its web address: every published item that cites it shows
            ‘Needs re-review’ to its authors and reviewers.
          </p>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onMarkSource();
            }}
          >
            <Field label="Source web address" error={sourceError ?? undefined} required>
              <Input
                ref={inputRef}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                value={sourceUrl}
                onChange={(event) => onSourceUrlChange(event.target.value)}
              />
            </Field>
            {markError ? (
              <Alert variant="destructive">
                <AlertDescription>{markError}</AlertDescription>
              </Alert>
            ) : null}
            <div>
              <Button type="submit" loading={marking}>
                Mark as updated
              </Button>
            </div>
            <div role="status" aria-live="polite">
              {marked ? (
                <p className="text-sm">
                  Marked {marked.url} as updated:{" "}
                  {plural(
                    marked.citingItems,
                    "published item cites it and needs",
                    "published items cite it and need",
                  )}{" "}
                  re-review.
                </p>
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
