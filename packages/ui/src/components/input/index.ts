export { Input, inputBaseClasses, inputVariants, type InputProps } from "./input";
