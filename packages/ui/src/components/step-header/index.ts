export {
  StepHeader,
  stepHeaderVariants,
  stepMarkerVariants,
  stepProgress,
  stepState,
  type StepHeaderProps,
  type StepState,
} from "./step-header";
