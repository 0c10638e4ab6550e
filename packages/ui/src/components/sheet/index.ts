export {
  Sheet,
  SheetClose,
  SheetContent,
  sheetContentVariants,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from "./sheet";
