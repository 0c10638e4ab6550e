export {
  HighlightedText,
  highlightMarkClasses,
  highlightParts,
  type HighlightPart,
  type HighlightedTextProps,
  type TextRange,
} from "./highlighted-text";
