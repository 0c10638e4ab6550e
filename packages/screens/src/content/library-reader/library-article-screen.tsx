import type { ContentAttachment, PublishedContent } from "@pkg/contracts";
import { Alert, AlertDescription, Badge, Button, formatFileSize, MarkdownView, Skeleton } from "@pkg/ui";
import { ArrowLeft, FileImage, FileQuestion, FileText, Info, MessageCircleQuestionMark } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import {
  ATTACHMENT_TYPE_NAMES,
  bodyHeadingOffset,
  formatReaderDate,
  joinNames,
  topicLabel,
} from "./library-format";
import { LoadFailedAlert } from "../../shared/load-failed-alert";

/** What the article page shows: the article, or why it cannot. */
export type LibraryArticleStatus = "loading" | "ready" | "not-found" | "error";

export type LibraryArticleScreenProps = {
  /** `loading` while it is fetched, `ready` with `article`, `not-found` (unpublished, hidden or a wrong link), `error`. */
  status: LibraryArticleStatus;
  /** The published article; needed when `status` is `ready`. */
  article?: PublishedContent | null;
  /**
   * Where 'Back to library' leads: `/library`, or the list the article was opened from
   * (`/library?q=hot+flashes&page=2`).
   */
  libraryHref: string;
  /** Where 'Ask about this article' leads (`/ask?about={id}`): a chat that starts from this article. */
  askHref?: string;
  /**
   * Opens (downloads) an attachment: the file needs the person's credentials, so the page fetches
   * it rather than linking to it. Without it the files are listed without a way to open them.
   */
  onAttachmentOpen?: (attachment: ContentAttachment) => void;
  /** Why the article could not be loaded (`status` `error`); shown with Try again. */
  error?: string | null;
  /** Try again after an error. */
  onRetry?: () => void;
  /** The time zone dates are shown in; the browser's when omitted. */
  timeZone?: string;
  /** Actions on the article (Save to a folder), shown under its topics after 'Ask about this article'. */
  actions?: React.ReactNode;
};

/** The note every article ends its text with: general information, never advice for one person. */
export const LIBRARY_ARTICLE_NOTE =
  "This article is general information, not a diagnosis. Talk to your clinician about your own care.";

const linkClasses =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";

/** Only web addresses become links: a source saved with any other scheme shows as text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function BackLink({ href }: { href: string }) {
  return (
    <ScreenLink to={href} className={`inline-flex items-center gap-1.5 self-start text-sm ${linkClasses}`}>
      <ArrowLeft aria-hidden className="size-4" />
      Back to library
    </ScreenLink>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'Reviewed by A and B on 3 March 2026', or as much of it as is known, else the publishing day. */
function ReviewLine({ article, timeZone }: { article: PublishedContent; timeZone?: string }) {
  const names = article.reviewers.map((reviewer) => reviewer.name).filter(Boolean);
  const reviewed = article.reviewedAt ? formatReaderDate(article.reviewedAt, timeZone) : null;
  const published = formatReaderDate(article.publishedAt, timeZone);
  const reviewedTime = reviewed ? <time dateTime={article.reviewedAt!}>{reviewed}</time> : null;
  if (names.length > 0 || reviewedTime) {
    return (
      <p>
        Reviewed{names.length > 0 ? ` by ${joinNames(names)}` : null}
        {reviewedTime ? <> on {reviewedTime}</> : null}
        {!reviewedTime && published ? (
          <>
            {" "}
            · Published <time dateTime={article.publishedAt}>{published}</time>
          </>
        ) : null}
      </p>
    );
  }
  return published ? (
    <p>
      Published <time dateTime={article.publishedAt}>{published}</time>
    </p>
  ) : null;
}

function Sources({ sources }: { sources: PublishedContent["sources"] }) {
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-6 text-sm leading-relaxed marker:text-muted-foreground">
      {sources.map((source, index) => (
        <li key={index} className="break-words">
          <cite className="font-medium not-italic">
            {source.url && isWebAddress(source.url) ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              source.title
            )}
          </cite>
          .{" "}
          <span className="text-muted-foreground">
            {source.publisher}, {source.year}.
          </span>
        </li>
      ))}
    </ol>
  );
}

function Attachments({
  attachments,
  onOpen,
}: {
  attachments: ContentAttachment[];
  onOpen?: (attachment: ContentAttachment) => void;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((attachment) => {
        const Icon = attachment.contentType === "application/pdf" ? FileText : FileImage;
        const details = `${ATTACHMENT_TYPE_NAMES[attachment.contentType] ?? attachment.contentType}, ${formatFileSize(attachment.size)}`;
        return (
          <li
            key={attachment.id}
            className="flex items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-sm"
          >
            <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(attachment)}
                className={`min-w-0 flex-1 truncate text-start ${linkClasses}`}
              >
                {attachment.fileName}
              </button>
            ) : (
              <span className="min-w-0 flex-1 truncate font-medium">{attachment.fileName}</span>
            )}
            <span className="shrink-0 text-caption text-muted-foreground">{details}</span>
          </li>
        );
      })}
    </ul>
  );
}

function LoadingArticle() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the article" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-4/5" />
      <div className="flex flex-col gap-2">
        <Skeleton shape="text" className="h-5" />
        <Skeleton shape="text" className="h-5 w-2/3" />
      </div>
      <Skeleton shape="text" className="w-56" />
      <div className="flex flex-col gap-2 pt-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="text" className={index === 5 ? "w-1/2" : undefined} />
        ))}
      </div>
    </div>
  );
}

function Unavailable({
  title,
  description,
  children,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted/40 px-6 py-12 text-center">
      <FileQuestion aria-hidden className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <div className="max-w-prose text-sm text-muted-foreground">{description}</div>
      <div className="mt-1 flex flex-wrap items-center justify-center gap-4">{children}</div>
    </section>
  );
}

/**
 * One published article (`/library/:id`): its title, summary as the lead, topics, who reviewed
 * it and when, the Markdown body (sanitised, its headings under the title), its sources and
 * attachments, and a note that it is general information; 'Ask about this article' beside its
 * actions. Also its loading, not-found and error states.
 */
export function LibraryArticleScreen({
  status,
  article,
  libraryHref,
  askHref,
  onAttachmentOpen,
  error,
  onRetry,
  timeZone,
  actions,
}: LibraryArticleScreenProps) {
  const offset = React.useMemo(() => bodyHeadingOffset(article?.documentText ?? ""), [article?.documentText]);

  if (status === "not-found" || (status === "ready" && !article)) {
    return (
      <div data-slot="library-article" className="mx-auto flex w-full max-w-3xl flex-col">
        <Unavailable
          title="This article is not available"
          description="It may have been withdrawn for review, or the link may be wrong."
        >
          <BackLink href={libraryHref} />
        </Unavailable>
      </div>
    );
  }

  if (status === "error") {
    return (
      <div data-slot="library-article" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <BackLink href={libraryHref} />
        <h1 className="text-display font-semibold tracking-tight">The article could not be loaded</h1>
        <LoadFailedAlert
          message={error || "Something went wrong. Check your connection and try again."}
          onRetry={onRetry}
        />
      </div>
    );
  }

  return (
    <div data-slot="library-article" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <BackLink href={libraryHref} />
      {status === "loading" || !article ? (
        <LoadingArticle />
      ) : (
        <article aria-labelledby="library-article-title" className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-4">
            <h1 id="library-article-title" className="text-display font-semibold tracking-tight break-words">
              {article.title}
            </h1>
            {article.summary ? (
              <p className="text-lg leading-relaxed text-muted-foreground">{article.summary}</p>
            ) : null}
            {article.topics.length > 0 ? (
              <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
                {article.topics.map((topic) => (
                  <li key={topic}>
                    <Badge variant="secondary" size="md">
                      {topicLabel(topic)}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {askHref || actions ? (
              <div className="flex flex-wrap items-center gap-2">
                {askHref ? (
                  <Button variant="outline" size="sm" asChild>
                    <ScreenLink to={askHref}>
                      <MessageCircleQuestionMark aria-hidden />
                      Ask about this article
                    </ScreenLink>
                  </Button>
                ) : null}
                {actions}
              </div>
            ) : null}
            <div className="border-y border-border py-3 text-sm text-muted-foreground">
              <ReviewLine article={article} timeZone={timeZone} />
            </div>
          </header>

          <MarkdownView markdown={article.documentText} headingOffset={offset} className="break-words" />

          <Alert role="note" icon={<Info />}>
            <AlertDescription className="text-foreground">{LIBRARY_ARTICLE_NOTE}</AlertDescription>
          </Alert>

          {article.sources.length > 0 ? (
            <Section id="library-article-sources" title="Sources">
              <Sources sources={article.sources} />
            </Section>
          ) : null}

          {article.attachments.length > 0 ? (
            <Section id="library-article-attachments" title="Attachments">
              <Attachments attachments={article.attachments} onOpen={onAttachmentOpen} />
            </Section>
          ) : null}
        </article>
      )}
    </div>
  );
}
