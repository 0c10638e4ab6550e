export {
  HealthSnapshotScreen,
  type HealthSnapshotArticle,
  type HealthSnapshotScreenProps,
} from "./health-snapshot-screen";
