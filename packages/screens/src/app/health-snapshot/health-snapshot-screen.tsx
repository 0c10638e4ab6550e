import { Card, CardDescription, CardHeader, CardTitle, Skeleton } from "@pkg/ui";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { greetingOf } from "../greeting";

/** An article the home page suggests: its title and summary. */
export type HealthSnapshotArticle = { id: string; title: string; summary: string };

export type HealthSnapshotScreenProps = {
  /** The person's first name, for the greeting. */
  firstName?: string;
  /** Their first visit (right after the onboarding): welcomed, not welcomed back. */
  firstVisit?: boolean;
  /** The newest published articles for clients (a few). */
  articles: HealthSnapshotArticle[];
  /** Where one article opens. */
  articleHref: (id: string) => string;
  /** Where the whole library is. */
  libraryHref: string;
  /** The articles are still loading. */
  loading?: boolean;
  /** Why the articles could not be loaded. */
  error?: string | null;
  /** Try loading the articles again. */
  onRetry?: () => void;
};

/**
 * `/health-snapshot`, a client's home: a greeting, and the newest reviewed articles of the library
 * with the way to the rest of it.
 */
export function HealthSnapshotScreen({
  firstName,
  firstVisit = false,
  articles,
  articleHref,
  libraryHref,
  loading = false,
  error = null,
  onRetry,
}: HealthSnapshotScreenProps) {
  const greeting = greetingOf(firstName, firstVisit);
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Health snapshot</h1>
        {greeting ? <p className="text-muted-foreground">{greeting}</p> : null}
      </header>
      <section aria-labelledby="snapshot-library-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="flex flex-col gap-1">
            <h2 id="snapshot-library-title" className="text-lg font-semibold">
              New in your library
            </h2>
            <p className="text-sm text-muted-foreground">
              Articles written from clinical guidance and checked by our reviewers before you read them.
            </p>
          </div>
          <ScreenLink
            to={libraryHref}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Browse the library
          </ScreenLink>
        </div>
        {error ? (
          <LoadFailedAlert message={error} onRetry={onRetry} />
        ) : loading ? (
          <div
            role="status"
            className="grid gap-4 md:grid-cols-3"
            aria-busy="true"
            aria-label="Loading articles"
          >
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-32" />
            ))}
          </div>
        ) : articles.length === 0 ? (
          <p className="text-sm text-muted-foreground">The library has no articles yet.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="text-base">
                      <ScreenLink to={articleHref(article.id)} className="underline-offset-4 hover:underline">
                        {article.title}
                      </ScreenLink>
                    </CardTitle>
                    <CardDescription className="line-clamp-3">{article.summary}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
