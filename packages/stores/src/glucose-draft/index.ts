export {
  dateSet,
  glucoseDraftCleared,
  glucoseDraftSlice,
  glucoseValueSet,
  initialGlucoseDraftState,
  measurementTypeSet,
  notesSet,
  persistGlucoseDraft,
  selectGlucoseDraft,
  type GlucoseDraftState,
} from "./glucose-draft-slice";
