import type { ContentAudience } from "@pkg/contracts";
import { Alert, AlertDescription, AlertTitle } from "@pkg/ui";
import * as React from "react";

import { CLIENT_READABILITY_GRADE_MAX, isAboveClientGrade, readabilityOf } from "../readability";

export type ReadabilityNoteProps = { documentText: string; audience: ContentAudience };

/** The body's Flesch–Kincaid grade, with the warning for clients above grade 9 (it does not block). */
export function ReadabilityNote({ documentText, audience }: ReadabilityNoteProps) {
  const deferred = React.useDeferredValue(documentText);
  const readability = React.useMemo(() => readabilityOf(deferred), [deferred]);
  const warn = isAboveClientGrade(readability, audience);
  return (
    <div data-slot="readability" className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="font-medium">Reading grade: </span>
        {readability ? (
          <>
            <span data-slot="readability-grade">{readability.grade.toFixed(1)}</span>{" "}
            <span className="text-muted-foreground">(Flesch–Kincaid)</span>
          </>
        ) : (
          <span className="text-muted-foreground">shown once the document has some text</span>
        )}
      </p>
      {warn ? (
        <Alert variant="warning" role="note">
          <AlertTitle>Hard to read for clients</AlertTitle>
          <AlertDescription>
            Grade {readability!.grade.toFixed(1)} is above grade {CLIENT_READABILITY_GRADE_MAX}, the most
            items for clients should need. Reviewers see this warning too; it does not block the review.
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
