export { MarkdownView, type MarkdownViewProps } from "./markdown-view";
