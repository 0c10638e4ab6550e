export { AskScreen, type AskScreenProps } from "./chat/ask-screen";
export { ChatHistoryPanel, type ChatHistoryPanelProps } from "./history/chat-history-panel";
