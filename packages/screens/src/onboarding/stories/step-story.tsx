import type * as React from "react";

import type { PractitionerStepScreenProps } from "../practitioner/shared/practitioner-step";
import type { StepFormController } from "../shared";

/** The props a step screen takes from its form. */
type FormDrivenProps<Values, Field extends string> = Pick<
  PractitionerStepScreenProps<Values, Field>,
  "values" | "errors" | "onChange" | "continueEnabled" | "onContinue"
>;

/** A step story's args: the screen's other props, the answers to start from, and where Next's data goes. */
export type StepStoryProps<ScreenProps, Values, Data> = Omit<
  ScreenProps,
  keyof FormDrivenProps<Values, string>
> & {
  initialValues?: Values;
  onSave: (data: Data) => void;
};

/**
 * A story component that drives a step screen with its real form hook, wired as the web route
 * wires it, so that play functions exercise the step's rules and messages.
 */
export function stepStory<
  Values,
  Data,
  Field extends string,
  ScreenProps extends FormDrivenProps<Values, Field>,
>(
  useForm: (initialValues?: Values) => StepFormController<Values, Data, Field>,
  Screen: React.ComponentType<ScreenProps>,
) {
  return function StepStory({ initialValues, onSave, ...props }: StepStoryProps<ScreenProps, Values, Data>) {
    const form = useForm(initialValues);
    const screenProps = {
      values: form.values,
      errors: form.errors,
      onChange: form.setValue,
      continueEnabled: form.complete,
      onContinue: form.handleContinue(onSave),
      ...props,
    } as unknown as ScreenProps;
    return <Screen {...screenProps} />;
  };
}
