import { Button } from "@pkg/ui";
import * as React from "react";

import { FormMessage } from "../../auth/shared";

export type StepFormProps = {
  /** The step's question (the page's `h1`, which names the form). */
  title: React.ReactNode;
  description?: React.ReactNode;
  apiError?: string | null;
  onBack: () => void;
  /** Submitting the form (Enter in a field, or the actions' submit button). */
  onSubmit: () => void;
  /** The buttons beside Back: Skip, Continue or Next. */
  actions: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The body of an onboarding step, client or practitioner: the question, the answers, and a
 * footer with Back and the step's own actions.
 */
export function StepForm({
  title,
  description,
  apiError,
  onBack,
  onSubmit,
  actions,
  children,
}: StepFormProps) {
  const titleId = React.useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-col gap-2">
        <h1 id={titleId} className="text-display font-semibold tracking-tight text-balance">
          {title}
        </h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {apiError ? <FormMessage>{apiError}</FormMessage> : null}
      {children}
      <div className="mt-2 flex flex-col-reverse gap-3 border-t border-border pt-6 md:flex-row md:items-center md:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <div className="flex flex-col-reverse gap-3 md:flex-row md:items-center">{actions}</div>
      </div>
    </form>
  );
}
