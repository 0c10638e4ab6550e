import type { StepFormController } from "@pkg/screens";
import type * as React from "react";
import type { RouteObject } from "react-router";

import type { OnboardingFlowTable } from "./onboarding-flow";
import { useOnboardingStep } from "./use-onboarding-step";

/** What a form step's screen takes from its form and the flow's navigation. */
export type FormStepScreenProps<Values, Field extends string> = {
  values: Values;
  errors: Partial<Record<Field, string>>;
  onChange: <K extends keyof Values>(field: K, value: Values[K]) => void;
  onContinue: () => void;
  onBack: () => void;
};

/**
 * The route container of a step whose screen is its form: the form starts from the draft, its
 * screen gets the answers, the flow's frame and navigation, and Continue saves the checked answers
 * with the flow's step-saved event. `more` adds what the screen takes from the form beyond that.
 */
export function formStepRoute<
  Key extends string,
  Draft,
  Answers extends Partial<Record<Key, unknown>>,
  Frame extends object,
  StepProps extends object,
  Page extends Key & keyof Answers,
  Values,
  Field extends string,
  Form extends StepFormController<Values, Answers[Page], Field>,
  More extends object,
>(
  flow: OnboardingFlowTable<Key, Draft, Answers, Frame, StepProps>,
  page: Page,
  step: {
    Screen: React.ComponentType<NoInfer<FormStepScreenProps<Values, Field> & Frame & StepProps & More>>;
    useForm: (initialValues: Values) => Form;
    valuesFrom: (draft: Draft) => Values;
    more: (form: Form) => More;
  },
): React.ComponentType {
  const { Screen, useForm, valuesFrom, more } = step;
  return function FormStepRoute() {
    const { draft, save, formProps } = useOnboardingStep(flow, page);
    const form = useForm(valuesFrom(draft));
    return <Screen {...formProps(form, save)} {...more(form)} />;
  };
}

/** Nothing beyond the form's answers: the `more` of most form steps. */
export const nothingMore = () => ({});

/**
 * A flow's routes, a map over its pages: each page's container comes from the module that
 * `load` names for it, loaded when the page is first opened.
 */
export function flowRoutes<Key extends string>(
  pages: Record<Key, string>,
  load: { [Page in Key]: () => Promise<{ stepRoutes: Record<Page, React.ComponentType> }> },
): RouteObject[] {
  return (Object.entries(pages) as [Key, string][]).map(([page, path]) => ({
    path,
    lazy: async () => ({ Component: (await load[page]()).stepRoutes[page] }),
  }));
}
