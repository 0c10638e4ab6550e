import {
  FocusAreasScreen,
  focusAreasValuesFrom,
  PRACTITIONER_INTRO_PAGES,
  PractitionerIntroScreen,
  PractitionerTypeScreen,
  practitionerTypeValuesFrom,
  SubscriptionPlanScreen,
  subscriptionPlanValuesFrom,
  useFocusAreasForm,
  usePractitionerTypeForm,
  useSubscriptionPlanForm,
} from "@pkg/screens";
import { useSearchParams } from "react-router";

import { INTRO_PAGE_PARAM } from "../../../app/onboarding-steps";
import { useGoHome } from "../../../app/use-home-route";
import { useSignOut } from "../../../app/use-sign-out";
import { useOnboardingStep } from "../use-onboarding-step";
import { practitionerFlow } from "./practitioner-flow";
import { usePractitionerStep } from "./use-practitioner-step";

/**
 * `/welcome/practitioner`: the welcome and the five info pages. The page is kept in the address
 * (`?page=`), so a refresh or the browser's Back shows the same page; one press past the last
 * goes to the type step.
 */
export function IntroRoute() {
  const { goNext } = useOnboardingStep(practitionerFlow.intro);
  const [params, setParams] = useSearchParams();
  const { onSignOut } = useSignOut();
  const goHome = useGoHome();
  const requested = Number(params.get(INTRO_PAGE_PARAM) ?? 0);
  const page = Number.isInteger(requested)
    ? Math.min(Math.max(requested, 0), PRACTITIONER_INTRO_PAGES - 1)
    : 0;
  return (
    <PractitionerIntroScreen
      page={page}
      onPageChange={(next) => setParams(next > 0 ? { [INTRO_PAGE_PARAM]: String(next) } : {})}
      onFinish={goNext}
      onLogoClick={goHome}
      onSignOut={onSignOut}
    />
  );
}

/** `/select-type`, step 0: the five categories. */
export function PractitionerTypeRoute() {
  const { draft, formProps, saveAnswers } = usePractitionerStep(practitionerFlow.practitionerType);
  const form = usePractitionerTypeForm(practitionerTypeValuesFrom(draft));
  return <PractitionerTypeScreen {...formProps(form, saveAnswers)} />;
}

/** `/onboarding-welcome`, step 1: focus areas. */
export function FocusAreasRoute() {
  const { draft, formProps, saveAnswers } = usePractitionerStep(practitionerFlow.focusAreas);
  const form = useFocusAreasForm(focusAreasValuesFrom(draft));
  return <FocusAreasScreen {...formProps(form, saveAnswers)} onAddNiche={form.onAddNiche} />;
}

/** `/subscription-plan`, step 3. */
export function SubscriptionPlanRoute() {
  const { draft, formProps, saveAnswers } = usePractitionerStep(practitionerFlow.subscriptionPlan);
  const form = useSubscriptionPlanForm(subscriptionPlanValuesFrom(draft));
  return <SubscriptionPlanScreen {...formProps(form, saveAnswers)} />;
}
