import { selectRole, useAppSelector } from "@pkg/stores";
import * as React from "react";

import { homeRouteFor } from "../../app/access";

/** The spec's destructive toast when an onboarding's submission fails. */
export const onboardingFailed = {
  variant: "destructive",
  title: "Error during onboarding",
  description: "Error during onboarding. Please try again",
} as const;

/**
 * The finish page's submission of either onboarding, sent once per visit (also when React mounts
 * the page twice in development). Someone who arrives already finished has nothing to submit: the
 * answer is then their home route, where they go; null otherwise.
 */
export function useFinishSubmission(submit: () => Promise<void>): string | null {
  const role = useAppSelector(selectRole);
  const [arrivedFinished] = React.useState(() => role !== "guest");
  const started = React.useRef(false);

  React.useEffect(() => {
    if (arrivedFinished || started.current) return;
    started.current = true;
    void submit();
  }, [arrivedFinished, submit]);

  return arrivedFinished ? homeRouteFor(role) : null;
}
