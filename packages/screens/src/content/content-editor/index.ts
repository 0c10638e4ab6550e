export { ContentEditorScreen, type ContentEditorScreenProps } from "./content-editor-screen";
export { ContentEditorUnavailable, type ContentEditorUnavailableProps } from "./content-editor-unavailable";
export { ReadabilityNote, type ReadabilityNoteProps } from "./readability-note";
export {
  contentEditorValuesFrom,
  emptyContentEditorValues,
  toContentRequest,
  useContentEditorForm,
  validateContentEditor,
  type ContentEditorErrors,
  type ContentEditorField,
  type ContentEditorFormController,
  type ContentEditorIntent,
  type ContentEditorValues,
  type ContentSourceValues,
} from "./use-content-editor-form";
