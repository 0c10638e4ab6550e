export {
  Chip,
  ChipGroup,
  ChipGroupItem,
  ChipPill,
  chipGroupVariants,
  chipPillVariants,
  chipVariants,
  type ChipGroupItemProps,
  type ChipGroupProps,
  type ChipPillProps,
  type ChipProps,
} from "./chip";
