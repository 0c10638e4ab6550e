export {
  INVITEE_IMPORT_ACCEPT,
  InviteClientsScreen,
  type InviteClientsScreenProps,
} from "./invite-clients-screen";
export {
  emptyInviteClientsValues,
  emptyInvitee,
  inviteClientsValuesFrom,
  isInviteClientsComplete,
  useInviteClientsForm,
  validateInviteClients,
  type InviteClientsData,
  type InviteClientsField,
  type InviteClientsValues,
} from "./use-invite-clients-form";
