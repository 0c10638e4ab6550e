export {
  MultiSelect,
  multiSelectVariants,
  type MultiSelectOption,
  type MultiSelectProps,
} from "./multi-select";
