export { SHARE_FILTER_FROM, ShareDialog, type ShareClient, type ShareDialogProps } from "./share-dialog";
export { SharedAccessDialog, type SharedAccessDialogProps } from "./shared-access-dialog";
