export {
  Timeline,
  TimelineDescription,
  TimelineItem,
  timelineMarkerVariants,
  TimelineQuote,
  TimelineTitle,
  timelineVariants,
  type TimelineDescriptionProps,
  type TimelineItemProps,
  type TimelineProps,
  type TimelineQuoteProps,
  type TimelineTitleProps,
} from "./timeline";
