export { DeleteHandoutDialog, type DeleteHandoutDialogProps } from "./delete-handout-dialog";
export { HandoutsScreen, type HandoutsScreenProps } from "./handouts-screen";
