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
import { formStepRoute, nothingMore } from "../flow-step-routes";
import { useOnboardingStep } from "../use-onboarding-step";
import { practitionerOnboarding } from "./practitioner-onboarding";

/**
 * `/welcome/practitioner`: the welcome and the five info pages. The page is kept in the address
 * (`?page=`), so a refresh or the browser's Back shows the same page; one press past the last
 * goes to the type step.
 */
export function IntroRoute() {
  const { goNext, frame } = useOnboardingStep(practitionerOnboarding, "intro");
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(INTRO_PAGE_PARAM) ?? 0);
  const page = Number.isInteger(requested)
    ? Math.min(Math.max(requested, 0), PRACTITIONER_INTRO_PAGES - 1)
    : 0;
  return (
    <PractitionerIntroScreen
      page={page}
      onPageChange={(next) => setParams(next > 0 ? { [INTRO_PAGE_PARAM]: String(next) } : {})}
      onFinish={goNext}
      {...frame}
    />
  );
}

/**
 * The containers of the intro and of the steps whose screen is their form, by the page's key in
 * the flow table: `/select-type` (step 0, the five categories), `/onboarding-welcome` (step 1,
 * focus areas) and `/subscription-plan` (step 3).
 */
export const stepRoutes = {
  intro: IntroRoute,
  practitionerType: formStepRoute(practitionerOnboarding, "practitionerType", {
    Screen: PractitionerTypeScreen,
    useForm: usePractitionerTypeForm,
    valuesFrom: practitionerTypeValuesFrom,
    more: nothingMore,
  }),
  focusAreas: formStepRoute(practitionerOnboarding, "focusAreas", {
    Screen: FocusAreasScreen,
    useForm: useFocusAreasForm,
    valuesFrom: focusAreasValuesFrom,
    more: (form: ReturnType<typeof useFocusAreasForm>) => ({ onAddNiche: form.onAddNiche }),
  }),
  subscriptionPlan: formStepRoute(practitionerOnboarding, "subscriptionPlan", {
    Screen: SubscriptionPlanScreen,
    useForm: useSubscriptionPlanForm,
    valuesFrom: subscriptionPlanValuesFrom,
    more: nothingMore,
  }),
};
