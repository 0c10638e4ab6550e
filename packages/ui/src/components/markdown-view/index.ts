export {
  MarkdownView,
  preloadMarkdownView,
  type MarkdownInternalLinkProps,
  type MarkdownViewProps,
} from "./markdown-view";
