export {
  SelectableCard,
  SelectableCardGroup,
  selectableCardGroupVariants,
  selectableCardVariants,
  type SelectableCardGroupProps,
  type SelectableCardProps,
} from "./selectable-card";
