import { MAIN_GOAL_OPTIONS } from "@pkg/contracts";

import { SingleChoiceStep, type SingleChoiceStepScreenProps } from "../shared";

export type WhatBringsYouHereScreenProps = SingleChoiceStepScreenProps;

/** Step 2, What brings you here (`/what-brings-you-here`): the main goal, one required. */
export function WhatBringsYouHereScreen(props: WhatBringsYouHereScreenProps) {
  return (
    <SingleChoiceStep
      step={2}
      title="What brings you here?"
      description="Choose the goal that matters most to you right now."
      label="Your main goal"
      options={MAIN_GOAL_OPTIONS}
      {...props}
    />
  );
}
