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
import { useClientStep } from "./use-client-step";

/**
 * The personality step's choice of 'Take a quick test' saves nothing in the record, so it travels
 * in the history state through `/choose-test` and readiness, and is there again on the way back.
 */
type PersonalityTrail = { personalityPath?: "test" };

/** `/welcome/client`, step 0. */
export function WelcomeClientRoute() {
  const user = useAppSelector(selectUser);
  const { goNext, stepHeader } = useClientStep("welcome");
  return (
    <WelcomeScreen name={user?.name?.split(" ")[0] || undefined} onBegin={goNext} stepHeader={stepHeader} />
  );
}

/** `/about-you`, step 1 (checked against the contracts' option lists by the step's rule). */
export function AboutYouRoute() {
  const { record, saveStep, stepHeader, onSkip, formProps } = useClientStep("aboutYou");
  const form = useAboutYouForm(aboutYouValuesFrom(record));
  return <AboutYouScreen stepHeader={stepHeader} onSkip={onSkip} {...formProps(form, saveStep)} />;
}

/** `/what-brings-you-here`, step 2. */
export function WhatBringsYouHereRoute() {
  const { record, saveStep, stepHeader, onSkip, formProps } = useClientStep("whatBringsYouHere");
  const form = useWhatBringsYouHereForm(whatBringsYouHereValuesFrom(record));
  return <WhatBringsYouHereScreen stepHeader={stepHeader} onSkip={onSkip} {...formProps(form, saveStep)} />;
}

/** `/values`, step 3. */
export function ValuesRoute() {
  const { record, saveStep, stepHeader, onSkip, formProps } = useClientStep("values");
  const form = useValuesForm(valuesValuesFrom(record));
  return <ValuesScreen stepHeader={stepHeader} onSkip={onSkip} {...formProps(form, saveStep)} />;
}

/** `/barriers`, step 4. */
export function BarriersRoute() {
  const { record, saveStep, stepHeader, onSkip, formProps } = useClientStep("barriers");
  const form = useBarriersForm(barriersValuesFrom(record));
  return <BarriersScreen stepHeader={stepHeader} onSkip={onSkip} {...formProps(form, saveStep)} />;
}

/** `/support`, step 5: any number of choices; Continue is never disabled. */
export function SupportRoute() {
  const { record, saveStep, stepHeader, onSkip, onBack } = useClientStep("support");
  const [support, setSupport] = React.useState(() => [...record.support]);
  return (
    <SupportScreen
      stepHeader={stepHeader}
      onSkip={onSkip}
      onBack={onBack}
      support={support}
      onSupportChange={setSupport}
      onContinue={() => saveStep(support)}
    />
  );
}

/** `/personality-type`, step 6: the test chooser, a known type, or later. */
export function PersonalityTypeRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { record, saveStep, goNext, stepHeader, onSkip, formProps } = useClientStep("personalityType");
  const saved = personalityTypeValuesFrom(record);
  const trail = location.state as PersonalityTrail | null;
  // Back from the test chooser (or from readiness after it): 'Take a quick test' is still chosen.
  const form = usePersonalityTypeForm(
    saved.path === "" && trail?.personalityPath === "test" ? { path: "test", personalityType: "" } : saved,
  );
  return (
    <PersonalityTypeScreen
      stepHeader={stepHeader}
      onSkip={onSkip}
      {...formProps(form, (answer) => {
        if (answer.path === "test") {
          const state: PersonalityTrail = { personalityPath: "test" };
          return void navigate(paths.chooseTest, { state });
        }
        if (answer.path === "known") return saveStep(answer.personalityType);
        goNext();
      })}
    />
  );
}

/** `/choose-test`: a test opens in a new tab; the next click continues to readiness. */
export function ChooseTestRoute() {
  const { goNext, onBack, onSkip, stepHeader } = useClientStep("chooseTest", { keepTrail: true });
  const [openedTest, setOpenedTest] = React.useState<PersonalityTestId | null>(null);
  return (
    <ChooseTestScreen
      stepHeader={stepHeader}
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
  const { record, saveStep, stepHeader, onBack, onSkip } = useClientStep("readiness", { keepTrail: true });
  const form = useReadinessForm({ readiness: readinessFrom(record) });
  return (
    <ReadinessScreen
      stepHeader={stepHeader}
      onBack={onBack}
      onSkip={onSkip}
      readiness={form.values.readiness}
      error={form.errors.readiness}
      onReadinessChange={(value) => form.setValue("readiness", value)}
      onContinue={form.handleContinue(saveStep)}
    />
  );
}
