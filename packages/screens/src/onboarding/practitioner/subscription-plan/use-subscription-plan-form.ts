import { PLAN_IDS, subscriptionPlanStepSchema, type CoachOnboardingDraft, type PlanId } from "@pkg/contracts";

import type { StepCheck } from "../../shared";
import { useStepForm } from "../../shared";

export type SubscriptionPlanValues = { plan: "" | PlanId };
export type SubscriptionPlanField = "plan";
export type SubscriptionPlanData = { subscription_plan: PlanId };

export const emptySubscriptionPlanValues: SubscriptionPlanValues = { plan: "" };

export function subscriptionPlanValuesFrom(
  draft: Pick<CoachOnboardingDraft, "subscription_plan">,
): SubscriptionPlanValues {
  const saved = draft.subscription_plan as PlanId;
  return { plan: PLAN_IDS.includes(saved) ? saved : "" };
}

/** Spec section 5: a plan must be chosen before Next. */
export const isSubscriptionPlanComplete = (values: SubscriptionPlanValues): boolean => values.plan !== "";

export function validateSubscriptionPlan(
  values: SubscriptionPlanValues,
): StepCheck<SubscriptionPlanData, SubscriptionPlanField> {
  const parsed = subscriptionPlanStepSchema.safeParse({ subscription_plan: values.plan });
  if (!parsed.success) return { ok: false, errors: { plan: parsed.error.issues[0]?.message } };
  return { ok: true, data: parsed.data };
}

export function useSubscriptionPlanForm(initialValues: SubscriptionPlanValues = emptySubscriptionPlanValues) {
  return useStepForm(initialValues, validateSubscriptionPlan, isSubscriptionPlanComplete);
}
