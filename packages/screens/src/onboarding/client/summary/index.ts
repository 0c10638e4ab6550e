export { SummaryScreen, type SummaryCard, type SummaryScreenProps } from "./summary-screen";
export {
  insightsValuesFrom,
  useInsightsForm,
  validateInsights,
  type InsightsAnswers,
  type InsightsField,
  type InsightsValues,
} from "./use-insights-form";
