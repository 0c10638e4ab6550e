import { Spinner } from "@pkg/ui";
import type * as React from "react";

export type SubmittingNoticeProps = { children: React.ReactNode };

/** The finish pages' wait while the onboarding is sent: a spinner and a heading, announced politely. */
export function SubmittingNotice({ children }: SubmittingNoticeProps) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-12">
      <Spinner className="size-8 text-primary" />
      <h1 className="text-display font-semibold tracking-tight text-balance">{children}</h1>
    </div>
  );
}
