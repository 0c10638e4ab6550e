import { CARE_ERRORS, type SharedHandoutResponse } from "@pkg/contracts";
import { Alert, AlertDescription, MarkdownView, Skeleton } from "@pkg/ui";
import { ArrowLeft, FileQuestion, Info } from "lucide-react";
import * as React from "react";

import { AttachmentsEditor } from "../../content/content-editor/attachments-editor";
import { bodyHeadingOffset } from "../../content/library-reader/library-format";
import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { careLinkClasses, sharedDay } from "./care-client-text";

export type SharedHandout = SharedHandoutResponse["handout"];
export type SharedHandoutAttachment = SharedHandout["attachments"][number];

export type HandoutReaderScreenProps = {
  /** The handout (`GET /api/client/handouts/{id}`); absent while it loads, when missing or when it failed. */
  handout?: SharedHandout | null;
  loading?: boolean;
  /** The handout is not shared with the client (any more), or never was (the API's 404). */
  notFound?: boolean;
  /** Why it could not be loaded (anything but a 404). */
  loadError?: string | null;
  onRetry?: () => void;
  /** The client's Health snapshot, where 'Shared with you' lists their handouts. */
  backHref: string;
  /** The time zone the shared date is shown in (the browser's when omitted). */
  timeZone?: string;
  /**
   * Downloads one of the handout's files: it is served only with the client's credentials, so the
   * page fetches it and saves it under its name.
   */
  onAttachmentOpen?: (attachment: SharedHandoutAttachment) => void;
};

function BackLink({ href }: { href: string }) {
  return (
    <ScreenLink
      to={href}
      className={`inline-flex items-center gap-1.5 self-start text-sm ${careLinkClasses}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to your health snapshot
    </ScreenLink>
  );
}

function LoadingHandout() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the handout" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-4/5" />
      <Skeleton shape="text" className="w-64" />
      <div className="flex flex-col gap-2 pt-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} shape="text" className={index === 5 ? "w-1/2" : undefined} />
        ))}
      </div>
    </div>
  );
}

/**
 * `/shared/handouts/{id}`: a handout the client's practitioner wrote and shared with them, read
 * as a page: its title, who shared it and when, and its Markdown text (sanitised, its headings
 * under the title). Opening it is what marks it read. A handout that is no longer shared reads
 * "This is no longer shared with you", with the way back.
 */
export function HandoutReaderScreen({
  handout,
  loading = false,
  notFound = false,
  loadError = null,
  onRetry,
  backHref,
  timeZone,
  onAttachmentOpen,
}: HandoutReaderScreenProps) {
  const body = handout?.body ?? "";
  const offset = React.useMemo(() => bodyHeadingOffset(body), [body]);

  if (notFound) {
    return (
      <div data-slot="handout-reader" className="mx-auto flex w-full max-w-3xl flex-col">
        <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted/40 px-6 py-12 text-center">
          <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{CARE_ERRORS.sharedNotFound}</h1>
          <p className="max-w-prose text-sm text-muted-foreground">
            Your practitioner may have stopped sharing it, or the link may be wrong. What they share with you
            now is listed on your health snapshot.
          </p>
          <BackLink href={backHref} />
        </section>
      </div>
    );
  }

  if (loadError) {
    return (
      <div data-slot="handout-reader" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <BackLink href={backHref} />
        <h1 className="text-display font-semibold tracking-tight">The handout could not be loaded</h1>
        <LoadFailedAlert message={loadError} onRetry={onRetry} />
      </div>
    );
  }

  return (
    <div data-slot="handout-reader" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <BackLink href={backHref} />
      {loading || !handout ? (
        <LoadingHandout />
      ) : (
        <article aria-labelledby="handout-reader-title" className="flex min-w-0 flex-col gap-8">
          <header className="flex flex-col gap-3">
            <h1 id="handout-reader-title" className="text-display font-semibold tracking-tight break-words">
              {handout.title}
            </h1>
            <p className="border-y border-border py-3 text-sm text-muted-foreground">
              From {handout.practitionerName} · shared{" "}
              <time dateTime={handout.sharedAt}>{sharedDay(handout.sharedAt, timeZone)}</time>
            </p>
          </header>

          <MarkdownView markdown={handout.body} headingOffset={offset} className="break-words" />

          {handout.attachments.length > 0 ? (
            <section aria-labelledby="handout-reader-attachments" className="flex flex-col gap-3">
              <h2 id="handout-reader-attachments" className="text-lg font-semibold">
                Attachments
              </h2>
              <AttachmentsEditor
                attachments={handout.attachments}
                enabled={false}
                readOnly
                onOpen={onAttachmentOpen}
                openVerb="Download"
              />
            </section>
          ) : null}

          <Alert role="note" icon={<Info />}>
            <AlertDescription className="text-foreground">
              {handout.practitionerName}, your practitioner, wrote this handout for you. Ask them about
              anything in it.
            </AlertDescription>
          </Alert>
        </article>
      )}
    </div>
  );
}
