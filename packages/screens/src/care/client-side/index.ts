export {
  HandoutReaderScreen,
  type HandoutReaderScreenProps,
  type SharedHandout,
  type SharedHandoutAttachment,
} from "./handout-reader-screen";
export {
  PractitionerSharingCard,
  SHARED_DATA_DESCRIPTION,
  type PractitionerSharingCardProps,
} from "./practitioner-sharing-card";
export { ShareChatToggle, type ShareChatToggleProps } from "./share-chat-toggle";
export { SharedWithYouCard, type SharedWithYouCardProps } from "./shared-with-you-card";
