import { PLAN_IDS, PLANS, type Plan, type PlanId } from "@pkg/contracts";
import { Badge, Field, SelectableCard, SelectableCardGroup } from "@pkg/ui";
import { Check } from "lucide-react";

import { PractitionerStepLayout, type PractitionerStepScreenProps } from "../shared";
import type { SubscriptionPlanField, SubscriptionPlanValues } from "./use-subscription-plan-form";

export type SubscriptionPlanScreenProps = PractitionerStepScreenProps<
  SubscriptionPlanValues,
  SubscriptionPlanField
>;

/** '$0.00 per month', '$39.00 USD per month' (spec section 9). */
export function planPrice(plan: Plan): string {
  const amount = `$${plan.priceUsdPerMonth.toFixed(2)}`;
  return plan.priceUsdPerMonth === 0 ? `${amount} per month` : `${amount} USD per month`;
}

/** What a plan includes, in the words of spec section 9. */
export function planFeatures(plan: Plan): string[] {
  return [
    plan.id === "starter"
      ? `Up to ${plan.activeClients} active clients`
      : `${plan.activeClients} active clients`,
    `${plan.aiSessionsPerMonth} sessions per month`,
    `${plan.storageGb} GB storage`,
    plan.library === "basic" ? "Basic content library" : "Full content library, with templates",
  ];
}

/** Step 3, subscription plan (`/subscription-plan`): Starter or Professional; Next once one is chosen. */
export function SubscriptionPlanScreen({
  values,
  errors = {},
  onChange,
  ...layout
}: SubscriptionPlanScreenProps) {
  return (
    <PractitionerStepLayout
      step={3}
      title="Choose your plan"
      description="No card is charged now. You can change your plan later from your dashboard."
      {...layout}
    >
      <Field group label="Plans" error={errors.plan} required>
        <SelectableCardGroup
          columns={2}
          value={values.plan}
          onValueChange={(plan) => onChange("plan", plan as PlanId)}
        >
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <SelectableCard
                key={id}
                value={id}
                size="lg"
                title={
                  <span className="flex flex-wrap items-center gap-2">
                    {plan.name}
                    {plan.mostPopular ? <Badge>Most Popular</Badge> : null}
                  </span>
                }
                description={
                  <>
                    <span className="block text-base font-semibold text-foreground">{planPrice(plan)}</span>
                    {/* In the description, so the features are read with the plan's name. */}
                    <span className="mt-3 flex flex-col gap-2">
                      {planFeatures(plan).map((feature) => (
                        <span key={feature} className="flex items-start gap-2">
                          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                          {feature}
                        </span>
                      ))}
                    </span>
                  </>
                }
              />
            );
          })}
        </SelectableCardGroup>
      </Field>
    </PractitionerStepLayout>
  );
}
