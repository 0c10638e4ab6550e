export { MarkdownView, type MarkdownInternalLinkProps, type MarkdownViewProps } from "./markdown-view";
