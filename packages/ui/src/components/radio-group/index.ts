export {
  RadioGroup,
  RadioGroupItem,
  radioGroupItemVariants,
  radioGroupVariants,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from "./radio-group";
