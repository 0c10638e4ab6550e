export { GlucoseScreen, type GlucoseScreenProps } from "./glucose-screen";
export {
  draftOfEntry,
  emptyGlucoseDraft,
  instantOfLocal,
  localDateTimeOf,
  validateGlucoseDraft,
  type GlucoseDraft,
  type GlucoseFieldErrors,
} from "./glucose-form";
export {
  checkGlucoseImportRows,
  emptyGlucoseImportMapping,
  guessGlucoseImportMapping,
  type GlucoseImportMapping,
  type GlucoseImportPreview,
  type GlucoseImportRow,
} from "./glucose-import";
export { GlucoseBandBadge, GlucoseBandScale, GlucoseSeekCareAlert } from "./glucose-bands";
export type { GlucoseDailyAverage } from "./glucose-history";
