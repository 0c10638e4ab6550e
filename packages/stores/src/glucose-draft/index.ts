export {
  dateSet,
  glucoseDraftCleared,
  glucoseDraftSlice,
  glucoseValueSet,
  initialGlucoseDraftState,
  measurementTypeSet,
  notesSet,
  selectGlucoseDraft,
  type GlucoseDraftState,
} from "./glucose-draft-slice";
