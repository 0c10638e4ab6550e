import { Button } from "@pkg/ui";
import type * as React from "react";

import { FormMessage } from "../../auth/shared";

export type SubmitFailureProps = {
  /** The page's `h1`, which says what could not be done. */
  heading: React.ReactNode;
  /** The server's message, if it gave one. */
  apiError?: string | null;
  /** What happened to the answers. */
  kept: React.ReactNode;
  /** Where Back leads ('Back', 'Back to summary'). */
  backLabel: string;
  onBack: () => void;
  onRetry: () => void;
};

/** A finish page whose submission failed, in either onboarding: the message, Back and 'Try again'. */
export function SubmitFailure({ heading, apiError, kept, backLabel, onBack, onRetry }: SubmitFailureProps) {
  return (
    <div className="flex w-full max-w-xl flex-col gap-4">
      {heading}
      <FormMessage title="Error during onboarding">
        {apiError || "Error during onboarding. Please try again"}
      </FormMessage>
      <p className="text-sm text-muted-foreground">{kept}</p>
      <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-center">
        <Button variant="outline" size="lg" onClick={onBack}>
          <span aria-hidden="true">←</span> {backLabel}
        </Button>
        <Button size="lg" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
