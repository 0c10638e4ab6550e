export { Textarea, textareaVariants, type TextareaProps } from "./textarea";
