export {
  planFeatures,
  planPrice,
  SubscriptionPlanScreen,
  type SubscriptionPlanScreenProps,
} from "./subscription-plan-screen";
export {
  emptySubscriptionPlanValues,
  isSubscriptionPlanComplete,
  subscriptionPlanValuesFrom,
  useSubscriptionPlanForm,
  validateSubscriptionPlan,
  type SubscriptionPlanData,
  type SubscriptionPlanField,
  type SubscriptionPlanValues,
} from "./use-subscription-plan-form";
