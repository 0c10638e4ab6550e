export { SwitchClientDialog, type SwitchClientDialogProps } from "./switch-client-dialog";
