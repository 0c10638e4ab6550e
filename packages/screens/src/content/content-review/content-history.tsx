import type { ContentAction, ContentRevision, ContentTransition } from "@pkg/contracts";
import {
  Badge,
  Field,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Timeline,
  TimelineDescription,
  TimelineItem,
  TimelineQuote,
  TimelineTitle,
} from "@pkg/ui";
import * as React from "react";

import { hasChanges, trimUnchanged, wordDiff, type DiffPart } from "./revision-diff";

export type ContentHistoryProps = {
  /** The item's recorded transitions (who, what, when, comment, revision), in any order: shown newest first. */
  transitions: readonly ContentTransition[];
  /** Every revision's text. With two or more, 'Compare revisions' shows what changed between two of them. */
  revisions: readonly ContentRevision[];
  /** The number of the revision readers see now, marked in the revision lists. */
  publishedRevision?: number | null;
  /** The time zone dates and times are shown in (the person's); the browser's when absent. */
  timeZone?: string;
};

/** What each action did, in words. */
const ACTION_WORDS: Record<ContentAction, string> = {
  submit: "Submitted for review",
  assign: "Assigned a reviewer",
  approve: "Approved",
  "request-second-review": "Asked for a second review",
  "send-back": "Sent back",
  publish: "Published",
  archive: "Archived",
  restore: "Restored as a draft",
};

function whatHappened(transition: ContentTransition): string {
  if (transition.action === "approve" && transition.fromStatus === "second-review-requested") {
    return "Approved in the second review";
  }
  return ACTION_WORDS[transition.action];
}

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  } catch {
    // An unknown zone name: the browser's zone rather than no date at all.
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
  }
}

/** Newest first; transitions made in the same instant keep their recorded order, reversed. */
function newestFirst(transitions: readonly ContentTransition[]): ContentTransition[] {
  return transitions
    .map((transition, index) => ({ transition, index, time: Date.parse(transition.createdAt) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map((entry) => entry.transition);
}

function ReviewSteps({
  transitions,
  format,
}: {
  transitions: readonly ContentTransition[];
  format: Intl.DateTimeFormat;
}) {
  if (transitions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing yet: the item has not been submitted for review.
      </p>
    );
  }
  return (
    <Timeline aria-label="Review steps, newest first">
      {newestFirst(transitions).map((transition) => (
        <TimelineItem key={transition.id} data-action={transition.action}>
          <TimelineTitle>
            {whatHappened(transition)}
            <Badge variant="outline" className="font-normal">
              Revision {transition.revision}
            </Badge>
          </TimelineTitle>
          <TimelineDescription>
            by {transition.by?.name || "a deleted account"}
            {" · "}
            <time dateTime={transition.createdAt}>{format.format(new Date(transition.createdAt))}</time>
          </TimelineDescription>
          {transition.comment ? <TimelineQuote>“{transition.comment}”</TimelineQuote> : null}
        </TimelineItem>
      ))}
    </Timeline>
  );
}

const addedClasses = "rounded-sm bg-success/15 text-foreground underline decoration-success decoration-2";
const removedClasses =
  "rounded-sm bg-destructive/10 text-foreground line-through decoration-destructive decoration-2";

/** A compared text: insertions and deletions marked, with words for screen readers. */
function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        switch (part.kind) {
          case "added":
            return (
              <ins key={index} className={addedClasses}>
                <span className="sr-only">[added: </span>
                {part.text}
                <span className="sr-only">]</span>
              </ins>
            );
          case "removed":
            return (
              <del key={index} className={removedClasses}>
                <span className="sr-only">[removed: </span>
                {part.text}
                <span className="sr-only">]</span>
              </del>
            );
          case "gap":
            return (
              <span key={index} className="text-muted-foreground">
                <span aria-hidden>{part.text}</span>
                <span className="sr-only">(unchanged text left out)</span>
              </span>
            );
          default:
            return <React.Fragment key={index}>{part.text}</React.Fragment>;
        }
      })}
    </>
  );
}

function DiffField({ label, parts }: { label: string; parts: readonly DiffPart[] }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap">
        {hasChanges(parts) ? (
          <DiffText parts={parts} />
        ) : (
          <span className="text-muted-foreground">No changes</span>
        )}
      </dd>
    </div>
  );
}

function RevisionSelect({
  label,
  value,
  onChange,
  revisions,
  latest,
  publishedRevision,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  revisions: readonly ContentRevision[];
  latest: number;
  publishedRevision?: number | null;
}) {
  return (
    <Field label={label}>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {revisions.map((revision) => {
            const marks = [
              revision.number === latest ? "latest" : null,
              revision.number === publishedRevision ? "published" : null,
            ].filter(Boolean);
            return (
              <SelectItem key={revision.number} value={String(revision.number)}>
                Revision {revision.number}
                {marks.length > 0 ? ` (${marks.join(", ")})` : ""}
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </Field>
  );
}

function CompareRevisions({
  revisions,
  publishedRevision,
  format,
}: {
  revisions: readonly ContentRevision[];
  publishedRevision?: number | null;
  format: Intl.DateTimeFormat;
}) {
  const headingId = React.useId();
  const sorted = React.useMemo(() => [...revisions].sort((a, b) => a.number - b.number), [revisions]);
  const latest = sorted.at(-1)!.number;
  const previous = sorted.at(-2)!.number;
  const [from, setFrom] = React.useState(previous);
  const [to, setTo] = React.useState(latest);
  const [whole, setWhole] = React.useState(false);
  // A new revision came in: compare it with the one before, as at first.
  const [shownLatest, setShownLatest] = React.useState(latest);
  if (shownLatest !== latest) {
    setShownLatest(latest);
    setFrom(previous);
    setTo(latest);
  }
  const before = sorted.find((revision) => revision.number === from) ?? sorted.at(-2)!;
  const after = sorted.find((revision) => revision.number === to) ?? sorted.at(-1)!;

  const diff = React.useMemo(
    () => ({
      title: wordDiff(before.title, after.title),
      summary: wordDiff(before.summary, after.summary),
      body: wordDiff(before.documentText, after.documentText),
    }),
    [before, after],
  );
  const shortBody = React.useMemo(() => trimUnchanged(diff.body), [diff.body]);
  const canShorten = shortBody.some((part) => part.kind === "gap");

  return (
    <section
      aria-labelledby={headingId}
      className="@container flex flex-col gap-4 border-t border-border pt-5"
    >
      <h3 id={headingId} className="text-base font-semibold">
        Compare revisions
      </h3>
      <div className="grid gap-3 @sm:grid-cols-2">
        <RevisionSelect
          label="From"
          value={before.number}
          onChange={setFrom}
          revisions={sorted}
          latest={latest}
          publishedRevision={publishedRevision}
        />
        <RevisionSelect
          label="To"
          value={after.number}
          onChange={setTo}
          revisions={sorted}
          latest={latest}
          publishedRevision={publishedRevision}
        />
      </div>
      {before.number === after.number ? (
        <p className="text-sm text-muted-foreground">Choose two different revisions to see what changed.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Revision {before.number} ({format.format(new Date(before.createdAt))}) to revision {after.number}{" "}
            ({format.format(new Date(after.createdAt))}). <span className={addedClasses}>Added text</span> is
            underlined, <span className={removedClasses}>removed text</span> struck through.
          </p>
          <dl className="flex flex-col gap-4">
            <DiffField label="Title" parts={diff.title} />
            <DiffField label="Summary" parts={diff.summary} />
            <DiffField label="Document" parts={whole ? diff.body : shortBody} />
          </dl>
          {canShorten ? (
            <Field orientation="horizontal" label="Show the whole document">
              <Switch checked={whole} onCheckedChange={setWhole} size="sm" />
            </Field>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * An item's history beside the content editor: every review step newest first (what, who, when,
 * the comment, the revision), and 'Compare revisions', a word-by-word comparison of two revisions'
 * title, summary and document (the previous and the latest at first).
 */
export function ContentHistory({ transitions, revisions, publishedRevision, timeZone }: ContentHistoryProps) {
  const headingId = React.useId();
  const format = React.useMemo(() => dateTimeFormat(timeZone), [timeZone]);
  return (
    <section data-slot="content-history" aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-lg font-semibold">
        History
      </h2>
      <ReviewSteps transitions={transitions} format={format} />
      {revisions.length >= 2 ? (
        <CompareRevisions revisions={revisions} publishedRevision={publishedRevision} format={format} />
      ) : null}
    </section>
  );
}
