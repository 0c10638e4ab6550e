export {
  Badge,
  badgeVariants,
  CONTENT_STATUSES,
  ContentStatusBadge,
  contentStatusLabel,
  contentStatusLabels,
  contentStatusVariants,
  type BadgeProps,
  type ContentStatus,
  type ContentStatusBadgeProps,
} from "./badge";
