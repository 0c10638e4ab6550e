import { type ContentTopic, type PublishedContentListResponse } from "@pkg/contracts";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  EmptyState,
  HighlightedText,
  LinkButton,
  Pagination,
  Skeleton,
  Spinner,
} from "@pkg/ui";
import { BookOpen, SearchX } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { articleCount, formatReaderDate, topicLabel } from "./library-format";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { LibrarySearchForm, LibraryTopicSelect } from "../library-filters";

/**
 * One article of the published library as the list shows it (the body is not sent with a list);
 * with a search, `match` says which words matched and which passage matched best.
 */
export type LibraryListItem = PublishedContentListResponse["items"][number];

export type LibraryScreenProps = {
  /**
   * The articles of the page shown, in the API's order: the most relevant first with a search,
   * else the newest first. Their matched words are highlighted, and the passage that matched best
   * shows under the summary.
   */
  items: LibraryListItem[];
  /** How many articles match the search and topic, on every page together. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Articles on a full page. */
  pageSize: number;
  /** The search the list was made for (`""` for none); the search field starts from it. */
  query: string;
  /** The topic the list is filtered on, or `null` for all topics. */
  topic: ContentTopic | null;
  /** A search is submitted (Enter or the Search button), trimmed; `""` clears it. */
  onSearch: (query: string) => void;
  /** Another topic is chosen; `null` is 'All topics'. */
  onTopicChange: (topic: ContentTopic | null) => void;
  /** Previous or Next is pressed (or 'Go to the first page' past the end). */
  onPageChange: (page: number) => void;
  /** Where an article's card leads (`/library/{id}`, with the list's search and page to come back to). */
  articleHref: (id: string) => string;
  /** The first page is loading: cards in outline stand in for the articles. */
  loading?: boolean;
  /** A new page or search is loading while the last one still shows. */
  refreshing?: boolean;
  /** Why the list could not be loaded; shown with Try again. */
  error?: string | null;
  /** Try again after an error. */
  onRetry?: () => void;
  /** The time zone dates are shown in; the browser's when omitted. */
  timeZone?: string;
};

/** What the status line says about the results; a search's results come the most relevant first. */
function resultsText(total: number, query: string, topic: ContentTopic | null): string {
  if (query) {
    const verb = total === 1 ? "matches" : "match";
    const order = total > 1 ? ", most relevant first" : "";
    return `${articleCount(total)} ${verb} “${query}”${topic ? ` in ${topicLabel(topic)}` : ""}${order}`;
  }
  if (topic) return `${articleCount(total)} on ${topicLabel(topic)}`;
  return `${articleCount(total)} in the library`;
}

/** The passage of the article that matched the search best, with its section's heading. */
function Excerpt({ excerpt }: { excerpt: NonNullable<NonNullable<LibraryListItem["match"]>["excerpt"]> }) {
  return (
    <div data-slot="library-excerpt" className="flex flex-col gap-1 border-l-2 border-border pl-3 text-sm">
      {excerpt.heading ? (
        <p className="text-caption font-medium break-words text-muted-foreground">
          <span className="sr-only">Matching passage, from the section </span>
          {excerpt.heading}
        </p>
      ) : (
        <p className="sr-only">Matching passage</p>
      )}
      <p className="line-clamp-4 leading-relaxed break-words">
        <HighlightedText text={excerpt.text} marks={excerpt.marks} />
      </p>
    </div>
  );
}

function ArticleCard({ item, href, timeZone }: { item: LibraryListItem; href: string; timeZone?: string }) {
  const match = item.match;
  const reviewed = item.reviewedAt ? formatReaderDate(item.reviewedAt, timeZone) : null;
  const published = formatReaderDate(item.publishedAt, timeZone);
  const titleId = `library-article-${item.id}-title`;
  return (
    <Card
      asChild
      className={cn(
        "relative h-full gap-4 py-5 transition-[border-color,box-shadow]",
        "hover:border-primary/50 has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-ring/60",
      )}
    >
      <article aria-labelledby={titleId}>
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id={titleId} className="text-lg leading-snug break-words">
              {/* The link covers the whole card, so the card opens from anywhere on it. */}
              <ScreenLink
                to={href}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl hover:underline hover:underline-offset-4"
              >
                <HighlightedText text={item.title} marks={match?.title} />
              </ScreenLink>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3 px-5">
          {item.summary ? (
            <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
              <HighlightedText text={item.summary} marks={match?.summary} />
            </p>
          ) : null}
          {match?.excerpt?.text ? <Excerpt excerpt={match.excerpt} /> : null}
          {item.topics.length > 0 ? (
            <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
              {item.topics.map((topic) => (
                <li key={topic}>
                  <Badge variant="secondary">{topicLabel(topic)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
        <CardFooter className="px-5 text-caption text-muted-foreground">
          {reviewed ? (
            <p>
              Reviewed <time dateTime={item.reviewedAt!}>{reviewed}</time>
            </p>
          ) : published ? (
            <p>
              Published <time dateTime={item.publishedAt}>{published}</time>
            </p>
          ) : null}
        </CardFooter>
      </article>
    </Card>
  );
}

function LoadingCards() {
  return (
    <div aria-busy="true" aria-label="Loading articles" role="group" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5">
          <Skeleton shape="text" className="h-5 w-3/4" />
          <div className="flex flex-col gap-2">
            <Skeleton shape="text" />
            <Skeleton shape="text" />
            <Skeleton shape="text" className="w-2/3" />
          </div>
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-32 rounded-full" />
          </div>
          <Skeleton shape="text" className="h-3 w-36" />
        </div>
      ))}
    </div>
  );
}

/**
 * The published library (`/library`), for everyone who is signed in: a search, a topic filter,
 * the number of results, the articles as cards (title, summary, topics, review date) and pages.
 * A search's results come the most relevant first (the results line says so), with the words
 * that matched highlighted and the passage that matched best under each summary.
 * Every state has its own words: nothing matching a search, nothing on a topic yet, loading, and
 * an error with Try again.
 */
export function LibraryScreen({
  items,
  total,
  page,
  pageSize,
  query,
  topic,
  onSearch,
  onTopicChange,
  onPageChange,
  articleHref,
  loading = false,
  refreshing = false,
  error,
  onRetry,
  timeZone,
}: LibraryScreenProps) {
  const resultsRef = React.useRef<HTMLParagraphElement>(null);
  const focusResults = React.useRef(false);

  // After Previous or Next, reading starts again from the top of the new page.
  React.useEffect(() => {
    if (!focusResults.current || loading || refreshing) return;
    focusResults.current = false;
    resultsRef.current?.focus();
  }, [page, loading, refreshing]);

  const changePage = (next: number) => {
    focusResults.current = true;
    onPageChange(next);
  };

  const pastTheEnd = !loading && !error && items.length === 0 && total > 0;
  const empty = !loading && !error && total === 0;
  const topicName = topic ? topicLabel(topic) : null;

  let status = "";
  if (loading || refreshing) status = "Loading articles…";
  else if (!error) status = resultsText(total, query, topic);

  let emptyState: React.ReactNode = null;
  if (empty && query) {
    emptyState = (
      <EmptyState
        variant="outline"
        titleAs="h2"
        icon={<SearchX />}
        title={`No articles match “${query}”`}
        description={
          topicName
            ? `Nothing on ${topicName} matches your search. Try other words, or search every topic.`
            : "Try other or fewer words, or check the spelling."
        }
        action={
          <>
            <Button variant="outline" onClick={() => onSearch("")}>
              Clear search
            </Button>
            {topic ? (
              <Button variant="ghost" onClick={() => onTopicChange(null)}>
                Search all topics
              </Button>
            ) : null}
          </>
        }
      />
    );
  } else if (empty && topic) {
    emptyState = (
      <EmptyState
        variant="outline"
        titleAs="h2"
        icon={<BookOpen />}
        title="No articles on this topic yet"
        description={`Nothing on ${topicName} has been published yet. New articles are added once they have been reviewed.`}
        action={
          <Button variant="outline" onClick={() => onTopicChange(null)}>
            Show all topics
          </Button>
        }
      />
    );
  } else if (empty) {
    emptyState = (
      <EmptyState
        variant="outline"
        titleAs="h2"
        icon={<BookOpen />}
        title="No articles yet"
        description="Articles appear here once they have been reviewed and published."
      />
    );
  } else if (pastTheEnd) {
    emptyState = (
      <EmptyState
        variant="outline"
        titleAs="h2"
        icon={<BookOpen />}
        title="There are no articles on this page"
        description="The list has fewer pages now than when this page was opened."
        action={
          <Button variant="outline" onClick={() => changePage(1)}>
            Go to the first page
          </Button>
        }
      />
    );
  }

  return (
    <div data-slot="library" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Library</h1>
        <p className="max-w-prose text-muted-foreground">
          Articles written from clinical guidance and reviewed before they are published.
        </p>
      </header>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <LibrarySearchForm
          search={query}
          onSearch={onSearch}
          regionLabel="Library"
          label="Search articles"
          placeholder="For example: hot flushes, sleep, HRT"
        />
        <LibraryTopicSelect topic={topic} onTopicChange={onTopicChange} className="md:w-72" />
      </div>

      <div className="flex flex-col gap-4">
        <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1">
          {/* Always in the page, so the new count is announced after a search or a new page. */}
          <p
            ref={resultsRef}
            role="status"
            tabIndex={-1}
            className={cn(
              "flex items-center gap-2 text-sm font-medium outline-none",
              (empty || pastTheEnd) && !refreshing && "sr-only",
            )}
          >
            {refreshing && !loading ? <Spinner /> : null}
            {status}
          </p>
          {query && !loading && !refreshing && !error && !empty ? (
            <LinkButton onClick={() => onSearch("")}>Clear search</LinkButton>
          ) : null}
        </div>

        {error ? (
          <LoadFailedAlert title="The library could not be loaded" message={error} onRetry={onRetry} />
        ) : loading ? (
          <LoadingCards />
        ) : emptyState ? (
          emptyState
        ) : (
          <ul aria-label="Articles" aria-busy={refreshing || undefined} className="grid gap-4 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <ArticleCard item={item} href={articleHref(item.id)} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}

        {!loading && !error && total > pageSize ? (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={changePage}
            aria-label="Pages of articles"
            className="border-t border-border pt-4"
          />
        ) : null}
      </div>
    </div>
  );
}
