import { MAIN_GOAL_OPTIONS } from "@pkg/contracts";

import {
  ClientStepLayout,
  OTHER_OPTION,
  OtherTextField,
  SingleChoice,
  type ChoiceField,
  type ChoiceValues,
  type ClientStepLayoutProps,
} from "../shared";

export type WhatBringsYouHereScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "submitting" | "apiError" | "stepHeader"
> & {
  values: ChoiceValues;
  errors?: Partial<Record<ChoiceField, string>>;
  onChange: <K extends keyof ChoiceValues>(field: K, value: ChoiceValues[K]) => void;
};

/** Step 2, What brings you here (`/what-brings-you-here`): the main goal, one required. */
export function WhatBringsYouHereScreen({
  values,
  errors = {},
  onChange,
  ...layout
}: WhatBringsYouHereScreenProps) {
  return (
    <ClientStepLayout
      step={2}
      title="What brings you here?"
      description="Choose the goal that matters most to you right now."
      continueActive={values.choice !== ""}
      {...layout}
    >
      <SingleChoice
        label="Your main goal"
        options={MAIN_GOAL_OPTIONS}
        value={values.choice}
        onValueChange={(choice) => onChange("choice", choice)}
        error={errors.choice}
        required
      />
      {values.choice === OTHER_OPTION ? (
        <OtherTextField
          value={values.otherText}
          onChange={(text) => onChange("otherText", text)}
          error={errors.otherText}
        />
      ) : null}
    </ClientStepLayout>
  );
}
