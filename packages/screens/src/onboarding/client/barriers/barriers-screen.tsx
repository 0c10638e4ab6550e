import { BARRIER_OPTIONS } from "@pkg/contracts";

import { SingleChoiceStep, type SingleChoiceStepScreenProps } from "../shared";

export type BarriersScreenProps = SingleChoiceStepScreenProps;

/** Step 4, Barriers (`/barriers`): what stands in the way most, one required. */
export function BarriersScreen(props: BarriersScreenProps) {
  return (
    <SingleChoiceStep
      step={4}
      title="What gets in the way?"
      description="Choose the barrier that makes taking care of your health hardest."
      label="Your main barrier"
      options={BARRIER_OPTIONS}
      {...props}
    />
  );
}
