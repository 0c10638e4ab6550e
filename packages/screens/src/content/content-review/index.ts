export { ContentHistory, type ContentHistoryProps } from "./content-history";
export {
  ContentReviewPanel,
  type ContentReviewField,
  type ContentReviewPanelProps,
} from "./content-review-panel";
