export {
  HealthSnapshotScreen,
  type HealthSnapshotArticle,
  type HealthSnapshotScreenProps,
} from "./health-snapshot-screen";
export type {
  HealthSnapshotData,
  ReportFormat,
  SnapshotLinks,
  SnapshotRecommendations,
  SnapshotTrendRow,
} from "./snapshot-types";
