export { ReadinessScreen, type ReadinessScreenProps } from "./readiness-screen";
export {
  defaultReadinessValues,
  useReadinessForm,
  validateReadiness,
  type ReadinessField,
  type ReadinessValues,
} from "./use-readiness-form";
