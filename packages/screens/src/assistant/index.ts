export {
  ASK_ABOUT_UNAVAILABLE,
  AskScreen,
  type AskAboutArticle,
  type AskScreenProps,
} from "./chat/ask-screen";
export { REPLACED_NOTE, type AnswerDraftState } from "./chat/chat-message-view";
export { ChatHistoryPanel, type ChatHistoryPanelProps } from "./history/chat-history-panel";
