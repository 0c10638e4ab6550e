export { PersonDialog, type PersonAction, type PersonDialogProps } from "./person-dialog";
