export { Progress, progressValueText, progressVariants, type ProgressProps } from "./progress";
