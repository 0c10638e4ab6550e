export { EditClientInfoScreen, type EditClientInfoScreenProps } from "./edit-client-info-screen";
export { TagInput, type TagInputProps } from "./tag-input";
export {
  checkEditClientInfo,
  editClientInfoValuesFrom,
  useEditClientInfoForm,
  type EditClientInfoField,
  type EditClientInfoValues,
  type UseEditClientInfoFormOptions,
} from "./use-edit-client-info-form";
