export { ReportedChatsSection, type ReportedChatsSectionProps } from "./reported-chats-section";
