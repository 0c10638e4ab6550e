import { Button, Card, CardDescription, CardHeader, CardTitle, Skeleton } from "@pkg/ui";
import { LineChart } from "@pkg/ui/charts";

import { greetingOf } from "../../app/greeting";
import { SharedWithYouCard, type SharedWithYouCardProps } from "../../care/client-side";
import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { CheckInCard, GlucoseCard, MoodCard, ReportCard } from "./snapshot-cards";
import type {
  HealthSnapshotData,
  ReportFormat,
  SnapshotLinks,
  SnapshotRecommendations,
} from "./snapshot-types";

/** An article the home page suggests: its title and summary. */
export type HealthSnapshotArticle = { id: string; title: string; summary: string };

export type HealthSnapshotScreenProps = {
  /** The person's first name, for the greeting. */
  firstName?: string;
  /** Their first visit (right after the onboarding): welcomed, not welcomed back. */
  firstVisit?: boolean;
  /** The person's health at a glance; `null` while it loads. */
  snapshot: HealthSnapshotData | null;
  /** Why the snapshot could not be loaded. */
  snapshotError?: string | null;
  onRetrySnapshot?: () => void;
  /** What the client's practitioner shared with them ("Shared with you"); absent without a practitioner. */
  sharedWithYou?: SharedWithYouCardProps | null;
  /** Reading for the worst symptoms of the latest check-in; the section is absent without any. */
  recommendations?: SnapshotRecommendations | null;
  /** Where the health pages are. */
  links: SnapshotLinks;
  /** Log today's mood with one tap (1 Awful … 5 Great). */
  onLogMood: (mood: number) => void;
  loggingMood?: boolean;
  moodError?: string | null;
  /** Download the report or the export of a period (local days, both included). */
  onDownloadReport: (format: ReportFormat, from: string, to: string) => void;
  downloading?: ReportFormat | null;
  reportError?: string | null;
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

const LINK = "text-sm font-medium text-primary underline-offset-4 hover:underline";

const TREND_SERIES = [
  { key: "total", label: "MRS total" },
  { key: "somatic", label: "Body" },
  { key: "psychological", label: "Mind" },
  { key: "urogenital", label: "Urogenital" },
];

/** The guide for a client who has logged nothing yet. */
function FirstRun({ links }: { links: SnapshotLinks }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Start with your first check-in</h2>
        </CardTitle>
        <CardDescription>
          Eleven questions about your symptoms, each from none to very severe, give you a score you can follow
          over time and share with your clinician. Then log your mood and, if you measure it, your glucose:
          this page brings them together.
        </CardDescription>
      </CardHeader>
      <div className="flex flex-wrap items-center gap-4 px-6 pb-6">
        <Button asChild>
          <ScreenLink to={links.symptoms}>Take your first check-in</ScreenLink>
        </Button>
        <ScreenLink to={links.history} className={LINK}>
          Fill in your health history
        </ScreenLink>
      </div>
    </Card>
  );
}

function ArticleList({
  articles,
  articleHref,
}: {
  articles: readonly { id: string; title: string; summary: string }[];
  articleHref: (id: string) => string;
}) {
  return (
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
  );
}

/**
 * `/health-snapshot`, a client's home: today's check-in (or its result), the MRS trend of the last
 * 90 days, mood and glucose at a glance, reading for the worst symptoms, the report for a
 * clinician, and the newest reviewed articles. A client who has logged nothing is guided to the
 * first check-in.
 */
export function HealthSnapshotScreen({
  firstName,
  firstVisit = false,
  snapshot,
  snapshotError = null,
  onRetrySnapshot,
  recommendations = null,
  sharedWithYou = null,
  links,
  onLogMood,
  loggingMood = false,
  moodError = null,
  onDownloadReport,
  downloading = null,
  reportError = null,
  articles,
  articleHref,
  libraryHref,
  loading = false,
  error = null,
  onRetry,
}: HealthSnapshotScreenProps) {
  const greeting = greetingOf(firstName, firstVisit);
  const recommended = recommendations?.items ?? [];
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Health snapshot</h1>
        {greeting ? <p className="text-muted-foreground">{greeting}</p> : null}
      </header>

      {snapshotError ? (
        <LoadFailedAlert
          title="Your snapshot could not be loaded"
          message={snapshotError}
          onRetry={onRetrySnapshot}
        />
      ) : !snapshot ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading your snapshot"
          className="grid gap-4 md:grid-cols-2"
        >
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-48" />
          ))}
        </div>
      ) : (
        <>
          {snapshot.firstRun ? <FirstRun links={links} /> : null}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <CheckInCard checkIn={snapshot.checkIn} links={links} />
            <MoodCard
              mood={snapshot.mood}
              links={links}
              onLogMood={onLogMood}
              loggingMood={loggingMood}
              moodError={moodError}
            />
            <GlucoseCard glucose={snapshot.glucose} unit={snapshot.preferences.glucoseUnit} links={links} />
          </div>
          {snapshot.trend.length > 0 ? (
            <section aria-labelledby="snapshot-trend-title" className="flex flex-col gap-3">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <h2 id="snapshot-trend-title" className="text-lg font-semibold">
                  Your last 90 days
                </h2>
                <ScreenLink to={links.timeline} className={LINK}>
                  Check-ins, glucose and mood on one timeline
                </ScreenLink>
              </div>
              <LineChart
                title="MRS total and subscales, last 90 days"
                series={TREND_SERIES}
                rows={snapshot.trend}
                xKey="localDate"
                yDomain={[0, 44]}
              />
            </section>
          ) : null}
        </>
      )}

      {sharedWithYou ? <SharedWithYouCard {...sharedWithYou} /> : null}

      {recommended.length > 0 ? (
        <section aria-labelledby="snapshot-recommended-title" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="snapshot-recommended-title" className="text-lg font-semibold">
              Recommended for you
            </h2>
            <p className="text-sm text-muted-foreground">
              Reviewed articles about the symptoms your latest check-in rated highest:{" "}
              {recommendations?.symptoms.map((symptom) => symptom.label).join(", ")}.
            </p>
          </div>
          <ArticleList articles={recommended} articleHref={articleHref} />
        </section>
      ) : null}

      {snapshot ? (
        <ReportCard
          today={snapshot.today}
          onDownload={onDownloadReport}
          downloading={downloading}
          error={reportError}
        />
      ) : null}

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
          <ScreenLink to={libraryHref} className={LINK}>
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
          <ArticleList articles={articles} articleHref={articleHref} />
        )}
      </section>
    </>
  );
}
