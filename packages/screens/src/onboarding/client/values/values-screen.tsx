import { VALUE_OPTIONS } from "@pkg/contracts";

import {
  ClientStepLayout,
  MultiChoice,
  OTHER_OPTION,
  OtherTextField,
  type ChoicesField,
  type ChoicesValues,
  type ClientStepLayoutProps,
} from "../shared";
import { MAX_VALUES } from "./use-values-form";

export type ValuesScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "stepHeader"
> & {
  values: ChoicesValues;
  errors?: Partial<Record<ChoicesField, string>>;
  onChange: <K extends keyof ChoicesValues>(field: K, value: ChoicesValues[K]) => void;
};

/** Step 3, Values (`/values`): 1 to 3 of the nine values. */
export function ValuesScreen({ values, errors = {}, onChange, ...layout }: ValuesScreenProps) {
  const chosen = values.choices.length;
  return (
    <ClientStepLayout
      step={3}
      title="What matters most to you?"
      description="Your values help us shape a plan that fits your life."
      continueActive={chosen > 0}
      {...layout}
    >
      <MultiChoice
        label="Your values"
        description={
          chosen >= MAX_VALUES
            ? `You chose ${MAX_VALUES} values, the most you can choose. Clear one to choose another.`
            : `Choose 1 to ${MAX_VALUES}.`
        }
        options={VALUE_OPTIONS}
        value={values.choices}
        onValueChange={(choices) => onChange("choices", choices)}
        error={errors.choices}
        max={MAX_VALUES}
        columns={3}
        required
      />
      {values.choices.includes(OTHER_OPTION) ? (
        <OtherTextField
          value={values.otherText}
          onChange={(text) => onChange("otherText", text)}
          error={errors.otherText}
        />
      ) : null}
    </ClientStepLayout>
  );
}
