import type * as React from "react";

import { OTHER_OPTION, type ChoiceField, type ChoiceValues } from "./choice-rules";
import { OtherTextField, SingleChoice } from "./choice-options";
import { ClientStepLayout, type ClientStepLayoutProps } from "./client-onboarding-layout";

/** What a single-choice step screen takes from its route: the answer, its messages and the step's actions. */
export type SingleChoiceStepScreenProps = Pick<
  ClientStepLayoutProps,
  "onBack" | "onContinue" | "onSkip" | "submitting" | "apiError" | "stepHeader"
> & {
  values: ChoiceValues;
  errors?: Partial<Record<ChoiceField, string>>;
  onChange: <K extends keyof ChoiceValues>(field: K, value: ChoiceValues[K]) => void;
};

/** What tells one single-choice step from another. */
export type SingleChoiceStepProps = SingleChoiceStepScreenProps & {
  step: number;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The choice group's label. */
  label: string;
  options: readonly string[];
};

/**
 * A client step that asks for one choice, with a text field when 'Other' is chosen (What brings
 * you here, Barriers). Continue looks active once something is chosen.
 */
export function SingleChoiceStep({
  step,
  title,
  description,
  label,
  options,
  values,
  errors = {},
  onChange,
  ...layout
}: SingleChoiceStepProps) {
  return (
    <ClientStepLayout
      step={step}
      title={title}
      description={description}
      continueActive={values.choice !== ""}
      {...layout}
    >
      <SingleChoice
        label={label}
        options={options}
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
