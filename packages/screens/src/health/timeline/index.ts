export { HealthTimelineScreen, type HealthTimelineScreenProps } from "./health-timeline-screen";
export { periodStart, TIMELINE_PERIODS, type TimelineDay, type TimelinePeriod } from "./timeline";
