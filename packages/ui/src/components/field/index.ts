export {
  Field,
  fieldVariants,
  useField,
  useFieldControl,
  type FieldControlProps,
  type FieldProps,
  type UseFieldControlOptions,
} from "./field";
