import type { AnswerCitation, AnswerRedFlag } from "@pkg/contracts";
import { Alert, AlertDescription, AlertTitle } from "@pkg/ui";

import { ScreenLink } from "../../environment";

/** The classes of a link inside an answer (its sources). */
export const answerLinkClasses =
  "font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/60";

/**
 * The seek-care advice of an answer's red flags, each in its own alert, before anything else of
 * the answer. `role` 'note' where the answer is being read again (saved, reviewed) rather than
 * just given.
 */
export function AnswerRedFlags({ redFlags, role }: { redFlags: readonly AnswerRedFlag[]; role?: "note" }) {
  return redFlags.map((flag) => (
    <Alert key={flag.id} variant="destructive" role={role} data-urgency={flag.urgency}>
      <AlertTitle>{flag.advice.title}</AlertTitle>
      <AlertDescription>
        <p className="text-foreground">{flag.advice.body}</p>
      </AlertDescription>
    </Alert>
  ));
}

/**
 * An answer's numbered sources, each opening the cited item (`href`), under a 'Sources' heading of
 * the given level, named for the list by `${headingId}-sources`. Nothing without citations.
 */
export function AnswerSources({
  citations,
  headingId,
  href,
  headingLevel = 3,
  className = "flex flex-col gap-2",
}: {
  citations: readonly AnswerCitation[];
  headingId: string;
  href: (contentId: string) => string;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  if (citations.length === 0) return null;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className={className}>
      <Heading id={`${headingId}-sources`} className="text-sm font-semibold">
        Sources
      </Heading>
      <ol aria-labelledby={`${headingId}-sources`} className="flex flex-col gap-1 text-sm">
        {citations.map((citation) => (
          <li key={citation.n} className="flex gap-2">
            <span aria-hidden="true" className="text-muted-foreground">
              [{citation.n}]
            </span>
            <ScreenLink to={href(citation.contentId)} className={answerLinkClasses}>
              <span className="sr-only">Source {citation.n}: </span>
              {citation.title}
            </ScreenLink>
          </li>
        ))}
      </ol>
    </div>
  );
}
