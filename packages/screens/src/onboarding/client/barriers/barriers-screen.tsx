import { BARRIER_OPTIONS } from "@pkg/contracts";

import {
  ClientStepLayout,
  OTHER_OPTION,
  OtherTextField,
  SingleChoice,
  type ChoiceField,
  type ChoiceValues,
  type ClientStepLayoutProps,
} from "../shared";

export type BarriersScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "stepHeader"
> & {
  values: ChoiceValues;
  errors?: Partial<Record<ChoiceField, string>>;
  onChange: <K extends keyof ChoiceValues>(field: K, value: ChoiceValues[K]) => void;
};

/** Step 4, Barriers (`/barriers`): what stands in the way most, one required. */
export function BarriersScreen({ values, errors = {}, onChange, ...layout }: BarriersScreenProps) {
  return (
    <ClientStepLayout
      step={4}
      title="What gets in the way?"
      description="Choose the barrier that makes taking care of your health hardest."
      continueActive={values.choice !== ""}
      {...layout}
    >
      <SingleChoice
        label="Your main barrier"
        options={BARRIER_OPTIONS}
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
