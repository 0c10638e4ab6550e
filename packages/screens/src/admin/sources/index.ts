export { SourcesSection, type MarkSourceResult, type SourcesSectionProps } from "./sources-section";
