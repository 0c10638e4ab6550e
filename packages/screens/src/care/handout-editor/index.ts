export {
  HandoutEditorScreen,
  type HandoutEditorScreenProps,
  type HandoutLibraryResult,
} from "./handout-editor-screen";
export {
  emptyHandoutEditorValues,
  handoutEditorValuesFrom,
  toHandoutRequest,
  useHandoutEditorForm,
  validateHandoutEditor,
  type HandoutEditorErrors,
  type HandoutEditorField,
  type HandoutEditorFormController,
  type HandoutEditorValues,
  type HandoutSource,
  type UseHandoutEditorFormOptions,
} from "./use-handout-editor-form";
