export {
  SCROLL_HIDE_DELAY_MS,
  ScrollArea,
  ScrollBar,
  scrollBarVariants,
  type ScrollAreaProps,
  type ScrollBarProps,
} from "./scroll-area";
