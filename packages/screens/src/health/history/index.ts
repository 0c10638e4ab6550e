export {
  HEALTH_HISTORY_SAVED,
  HealthHistoryScreen,
  type HealthHistoryScreenProps,
} from "./health-history-screen";
export {
  healthHistoryValuesFrom,
  toHealthHistoryRequest,
  validateHealthHistory,
  type HealthHistoryErrors,
  type HealthHistoryValues,
} from "./health-history-form";
