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
import {
  clientOnboardingStepSaved,
  selectClientOnboarding,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { paths } from "../../../app/paths";
import { clientFlow } from "./client-flow";
import { ClientStepHeader } from "./client-step-header";

type Flow = { step: number; back: string; next: string };

/**
 * The personality step's choice of 'Take a quick test' saves nothing in the record, so it travels
 * in the history state through `/choose-test` and readiness, and is there again on the way back.
 */
type PersonalityTrail = { personalityPath?: "test" };

/**
 * Back, Continue's destination and 'Skip this for now' (moves on without saving) for one step.
 * `keepTrail` passes the page's history state on (the steps between the personality step and the
 * readiness step).
 */
function useStepNavigation(flow: Flow, { keepTrail = false }: { keepTrail?: boolean } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = keepTrail ? (location.state as PersonalityTrail | null) : null;
  return {
    stepHeader: <ClientStepHeader step={flow.step} />,
    onBack: () => void navigate(flow.back, { state }),
    onSkip: () => void navigate(flow.next, { state }),
    goNext: () => void navigate(flow.next, { state }),
  };
}

/** `/welcome/client`, step 0. */
export function WelcomeClientRoute() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  return (
    <WelcomeScreen
      name={user?.name?.split(" ")[0] || undefined}
      onBegin={() => void navigate(clientFlow.welcome.next)}
      stepHeader={<ClientStepHeader step={clientFlow.welcome.step} />}
    />
  );
}

/** `/about-you`, step 1. */
export function AboutYouRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { goNext, ...navigation } = useStepNavigation(clientFlow.aboutYou);
  const form = useAboutYouForm(aboutYouValuesFrom(record));
  return (
    <AboutYouScreen
      {...navigation}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onContinue={form.handleContinue((answers) => {
        // Checked against the contracts' option lists by the step's rule.
        dispatch(clientOnboardingStepSaved({ step: "aboutYou", answers }));
        goNext();
      })}
    />
  );
}

/** `/what-brings-you-here`, step 2. */
export function WhatBringsYouHereRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { goNext, ...navigation } = useStepNavigation(clientFlow.whatBringsYouHere);
  const form = useWhatBringsYouHereForm(whatBringsYouHereValuesFrom(record));
  return (
    <WhatBringsYouHereScreen
      {...navigation}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onContinue={form.handleContinue((answer) => {
        dispatch(clientOnboardingStepSaved({ step: "whatBringsYouHere", answers: answer }));
        goNext();
      })}
    />
  );
}

/** `/values`, step 3. */
export function ValuesRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { goNext, ...navigation } = useStepNavigation(clientFlow.values);
  const form = useValuesForm(valuesValuesFrom(record));
  return (
    <ValuesScreen
      {...navigation}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onContinue={form.handleContinue((answer) => {
        dispatch(clientOnboardingStepSaved({ step: "values", answers: answer }));
        goNext();
      })}
    />
  );
}

/** `/barriers`, step 4. */
export function BarriersRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { goNext, ...navigation } = useStepNavigation(clientFlow.barriers);
  const form = useBarriersForm(barriersValuesFrom(record));
  return (
    <BarriersScreen
      {...navigation}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onContinue={form.handleContinue((answer) => {
        dispatch(clientOnboardingStepSaved({ step: "barriers", answers: answer }));
        goNext();
      })}
    />
  );
}

/** `/support`, step 5: any number of choices; Continue is never disabled. */
export function SupportRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { goNext, ...navigation } = useStepNavigation(clientFlow.support);
  const [support, setSupport] = React.useState(() => [...record.support]);
  return (
    <SupportScreen
      {...navigation}
      support={support}
      onSupportChange={setSupport}
      onContinue={() => {
        dispatch(
          clientOnboardingStepSaved({
            step: "support",
            answers: support,
          }),
        );
        goNext();
      }}
    />
  );
}

/** `/personality-type`, step 6: the test chooser, a known type, or later. */
export function PersonalityTypeRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const record = useAppSelector(selectClientOnboarding);
  const location = useLocation();
  const { goNext, ...navigation } = useStepNavigation(clientFlow.personalityType);
  const saved = personalityTypeValuesFrom(record);
  const trail = location.state as PersonalityTrail | null;
  // Back from the test chooser (or from readiness after it): 'Take a quick test' is still chosen.
  const form = usePersonalityTypeForm(
    saved.path === "" && trail?.personalityPath === "test" ? { path: "test", personalityType: "" } : saved,
  );
  return (
    <PersonalityTypeScreen
      {...navigation}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      onContinue={form.handleContinue((answer) => {
        if (answer.path === "test") {
          const state: PersonalityTrail = { personalityPath: "test" };
          return void navigate(paths.chooseTest, { state });
        }
        if (answer.path === "known") {
          dispatch(
            clientOnboardingStepSaved({
              step: "personalityType",
              answers: answer.personalityType,
            }),
          );
        }
        goNext();
      })}
    />
  );
}

/** `/choose-test`: a test opens in a new tab; the next click continues to readiness. */
export function ChooseTestRoute() {
  const { goNext, ...navigation } = useStepNavigation(clientFlow.chooseTest, { keepTrail: true });
  const [openedTest, setOpenedTest] = React.useState<PersonalityTestId | null>(null);
  return (
    <ChooseTestScreen
      {...navigation}
      openedTest={openedTest}
      onOpenTest={setOpenedTest}
      onContinue={goNext}
    />
  );
}

/** `/readiness`, step 7: the 0–10 slider, 2 unless saved. */
export function ReadinessRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { goNext, ...navigation } = useStepNavigation(clientFlow.readiness, { keepTrail: true });
  const form = useReadinessForm({ readiness: readinessFrom(record) });
  return (
    <ReadinessScreen
      {...navigation}
      readiness={form.values.readiness}
      error={form.errors.readiness}
      onReadinessChange={(value) => form.setValue("readiness", value)}
      onContinue={form.handleContinue((readiness) => {
        dispatch(clientOnboardingStepSaved({ step: "readiness", answers: readiness }));
        goNext();
      })}
    />
  );
}
