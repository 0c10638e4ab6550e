import {
  AboutYouScreen,
  aboutYouValuesFrom,
  BarriersScreen,
  barriersValuesFrom,
  ChooseTestScreen,
  PersonalityTypeScreen,
  personalityTypeValuesFrom,
  ReadinessScreen,
  readinessFrom,
  SupportScreen,
  useAboutYouForm,
  useBarriersForm,
  usePersonalityTypeForm,
  useReadinessForm,
  useValuesForm,
  useWhatBringsYouHereForm,
  ValuesScreen,
  valuesValuesFrom,
  WelcomeScreen,
  WhatBringsYouHereScreen,
  whatBringsYouHereValuesFrom,
  type PersonalityTestId,
} from "@pkg/screens";
import { selectUser, useAppSelector } from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { paths } from "../../../app/paths";
import { formStepRoute, nothingMore } from "../flow-step-routes";
import { useOnboardingStep } from "../use-onboarding-step";
import { clientOnboarding } from "./client-onboarding";

/**
 * The personality step's choice of 'Take a quick test' saves nothing in the record, so it travels
 * in the history state through `/choose-test` and readiness, and is there again on the way back.
 */
type PersonalityTrail = { personalityPath?: "test" };

/** `/welcome/client`, step 0. */
export function WelcomeClientRoute() {
  const user = useAppSelector(selectUser);
  const { goNext, frame } = useOnboardingStep(clientOnboarding, "welcome");
  return <WelcomeScreen name={user?.name?.split(" ")[0] || undefined} onBegin={goNext} {...frame} />;
}

/** `/support`, step 5: any number of choices; Continue is never disabled. */
export function SupportRoute() {
  const { draft, save, frame, onSkip, onBack } = useOnboardingStep(clientOnboarding, "support");
  const [support, setSupport] = React.useState(() => [...draft.support]);
  return (
    <SupportScreen
      {...frame}
      onSkip={onSkip}
      onBack={onBack}
      support={support}
      onSupportChange={setSupport}
      onContinue={() => save(support)}
    />
  );
}

/** `/personality-type`, step 6: the test chooser, a known type, or later. */
export function PersonalityTypeRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, save, goNext, formProps } = useOnboardingStep(clientOnboarding, "personalityType");
  const saved = personalityTypeValuesFrom(draft);
  const trail = location.state as PersonalityTrail | null;
  // Back from the test chooser (or from readiness after it): 'Take a quick test' is still chosen.
  const form = usePersonalityTypeForm(
    saved.path === "" && trail?.personalityPath === "test" ? { path: "test", personalityType: "" } : saved,
  );
  return (
    <PersonalityTypeScreen
      {...formProps(form, (answer) => {
        if (answer.path === "test") {
          const state: PersonalityTrail = { personalityPath: "test" };
          return void navigate(paths.chooseTest, { state });
        }
        if (answer.path === "known") return save(answer.personalityType);
        goNext();
      })}
    />
  );
}

/** `/choose-test`: a test opens in a new tab; the next click continues to readiness. */
export function ChooseTestRoute() {
  const { goNext, onBack, onSkip, frame } = useOnboardingStep(clientOnboarding, "chooseTest");
  const [openedTest, setOpenedTest] = React.useState<PersonalityTestId | null>(null);
  return (
    <ChooseTestScreen
      {...frame}
      onBack={onBack}
      onSkip={onSkip}
      openedTest={openedTest}
      onOpenTest={setOpenedTest}
      onContinue={goNext}
    />
  );
}

/** `/readiness`, step 7: the 0–10 slider, 2 unless saved. */
export function ReadinessRoute() {
  const { draft, save, frame, onBack, onSkip } = useOnboardingStep(clientOnboarding, "readiness");
  const form = useReadinessForm({ readiness: readinessFrom(draft) });
  return (
    <ReadinessScreen
      {...frame}
      onBack={onBack}
      onSkip={onSkip}
      readiness={form.values.readiness}
      error={form.errors.readiness}
      onReadinessChange={(value) => form.setValue("readiness", value)}
      onContinue={form.handleContinue(save)}
    />
  );
}

/**
 * Every page's container but the summary's, by the page's key in the flow table. The steps whose
 * screen is their form (about you, what brings you here, values, barriers) are built from it.
 */
export const stepRoutes = {
  welcome: WelcomeClientRoute,
  aboutYou: formStepRoute(clientOnboarding, "aboutYou", {
    Screen: AboutYouScreen,
    useForm: useAboutYouForm,
    valuesFrom: aboutYouValuesFrom,
    more: nothingMore,
  }),
  whatBringsYouHere: formStepRoute(clientOnboarding, "whatBringsYouHere", {
    Screen: WhatBringsYouHereScreen,
    useForm: useWhatBringsYouHereForm,
    valuesFrom: whatBringsYouHereValuesFrom,
    more: nothingMore,
  }),
  values: formStepRoute(clientOnboarding, "values", {
    Screen: ValuesScreen,
    useForm: useValuesForm,
    valuesFrom: valuesValuesFrom,
    more: nothingMore,
  }),
  barriers: formStepRoute(clientOnboarding, "barriers", {
    Screen: BarriersScreen,
    useForm: useBarriersForm,
    valuesFrom: barriersValuesFrom,
    more: nothingMore,
  }),
  support: SupportRoute,
  personalityType: PersonalityTypeRoute,
  chooseTest: ChooseTestRoute,
  readiness: ReadinessRoute,
};
