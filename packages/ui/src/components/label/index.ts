export { Label, labelVariants, type LabelProps } from "./label";
