export { ReportedChatScreen, type ReportedChatScreenProps } from "./reported-chat-screen";
