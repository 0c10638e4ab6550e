export { FocusAreasScreen, type FocusAreasScreenProps } from "./focus-areas-screen";
export {
  addNiche,
  emptyFocusAreasValues,
  focusAreaCount,
  focusAreasValuesFrom,
  isFocusAreasComplete,
  NICHE_MESSAGES,
  OTHER_NICHE,
  useFocusAreasForm,
  validateFocusAreas,
  type AddNicheResult,
  type FocusAreasData,
  type FocusAreasField,
  type FocusAreasValues,
} from "./use-focus-areas-form";
