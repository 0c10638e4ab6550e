export { ClientsScreen, type ClientsScreenProps } from "./clients-screen";
export { type BusyRow, type InvitationAction, type RecordAction } from "./clients-pending";
