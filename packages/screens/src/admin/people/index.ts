export { PeopleSection, PersonStateBadge, type PeopleSectionProps } from "./people-section";
