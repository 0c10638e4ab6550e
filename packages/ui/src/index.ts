export { cn } from "./lib/utils";
export { breakpoints, breakpointFor, type BreakpointName } from "./lib/breakpoints";
export { Button, buttonVariants, type ButtonProps } from "./components/button";
export { Spinner, type SpinnerProps } from "./components/spinner";
export {
  HighlightedText,
  highlightMarkClasses,
  highlightParts,
  type HighlightPart,
  type HighlightedTextProps,
  type TextRange,
} from "./components/highlighted-text";
export {
  POPOVER_SIDE_OFFSET,
  Popover,
  PopoverAnchor,
  PopoverArrow,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  popoverContentVariants,
  type PopoverAnchorProps,
  type PopoverArrowProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverProps,
  type PopoverTriggerProps,
} from "./components/popover";
export { Label, labelVariants, type LabelProps } from "./components/label";
export {
  Field,
  fieldVariants,
  useField,
  useFieldControl,
  type FieldControlProps,
  type FieldProps,
  type UseFieldControlOptions,
} from "./components/field";
export { Input, inputBaseClasses, inputVariants, type InputProps } from "./components/input";
export { Textarea, textareaVariants, type TextareaProps } from "./components/textarea";
export { PasswordInput, passwordInputVariants, type PasswordInputProps } from "./components/password-input";
export { PhoneInput, type PhoneInputProps } from "./components/phone-input";
export { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, formatPhone, phoneDigits } from "./lib/phone";
export {
  SEGMENTED_SLIDER_SEGMENTS,
  SegmentedSlider,
  Slider,
  StepSlider,
  segmentIndex,
  segmentedSliderColors,
  sliderThumbClasses,
  sliderTrackClasses,
  sliderVariants,
  stepValueText,
  useSliderProps,
  type SegmentedSliderProps,
  type SliderProps,
  type StepSliderProps,
} from "./components/slider";
export { Checkbox, checkboxVariants, type CheckboxProps } from "./components/checkbox";
export { Switch, switchVariants, type SwitchProps } from "./components/switch";
export {
  RadioGroup,
  RadioGroupItem,
  radioGroupItemVariants,
  radioGroupVariants,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from "./components/radio-group";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  selectTriggerVariants,
  type SelectContentProps,
  type SelectGroupProps,
  type SelectItemProps,
  type SelectLabelProps,
  type SelectProps,
  type SelectScrollDownButtonProps,
  type SelectScrollUpButtonProps,
  type SelectSeparatorProps,
  type SelectTriggerProps,
  type SelectValueProps,
} from "./components/select";
export { Combobox, comboboxVariants, type ComboboxOption, type ComboboxProps } from "./components/combobox";
export {
  MultiSelect,
  multiSelectVariants,
  type MultiSelectOption,
  type MultiSelectProps,
} from "./components/multi-select";
export {
  Chip,
  ChipGroup,
  ChipGroupItem,
  ChipPill,
  chipGroupVariants,
  chipPillVariants,
  chipVariants,
  type ChipGroupItemProps,
  type ChipGroupProps,
  type ChipPillProps,
  type ChipProps,
} from "./components/chip";
export { filterOptions, normalizeSearchText, type SelectOption } from "./lib/filter-options";
export {
  SelectableCard,
  SelectableCardGroup,
  selectableCardGroupVariants,
  selectableCardVariants,
  type SelectableCardGroupProps,
  type SelectableCardProps,
} from "./components/selectable-card";
export {
  FileUpload,
  acceptAttribute,
  acceptLabel,
  checkFiles,
  fileUploadDropzoneVariants,
  formatFileSize,
  formatSizeLimit,
  isAcceptedFile,
  type FileAccept,
  type FileRejection,
  type FileRejectionReason,
  type FileUploadProps,
} from "./components/file-upload";
export {
  IconButton,
  iconButtonVariants,
  LinkButton,
  type IconButtonProps,
  type LinkButtonProps,
} from "./components/icon-button";
export {
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from "./components/dialog";
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
} from "./components/sheet";
export {
  Tooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
  type TooltipProviderProps,
  type TooltipTriggerProps,
} from "./components/tooltip";
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  dropdownMenuItemVariants,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
} from "./components/dropdown-menu";
export {
  Carousel,
  CarouselPage,
  carouselDotVariants,
  carouselNext,
  carouselPageLabel,
  carouselVariants,
  type CarouselPageProps,
  type CarouselProps,
} from "./components/carousel";
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardActionProps,
  type CardContentProps,
  type CardDescriptionProps,
  type CardFooterProps,
  type CardHeaderProps,
  type CardProps,
  type CardTitleProps,
} from "./components/card";
export { Badge, badgeVariants, type BadgeProps } from "./components/badge";
export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  initialsOf,
  type AvatarFallbackProps,
  type AvatarImageProps,
  type AvatarProps,
} from "./components/avatar";
export { Skeleton, skeletonVariants, type SkeletonProps } from "./components/skeleton";
export {
  Tabs,
  TabsContent,
  TabsList,
  tabsListVariants,
  TabsTrigger,
  tabsTriggerVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from "./components/tabs";
export { Progress, progressValueText, progressVariants, type ProgressProps } from "./components/progress";
export { LoadingScreen, loadingScreenVariants, type LoadingScreenProps } from "./components/loading-screen";
export {
  SCROLL_HIDE_DELAY_MS,
  ScrollArea,
  ScrollBar,
  scrollBarVariants,
  type ScrollAreaProps,
  type ScrollBarProps,
} from "./components/scroll-area";
export { EmptyState, emptyStateVariants, type EmptyStateProps } from "./components/empty-state";
export {
  MarkdownView,
  preloadMarkdownView,
  type MarkdownInternalLinkProps,
  type MarkdownViewProps,
} from "./components/markdown-view";
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  tableVariants,
  type TableBodyProps,
  type TableCaptionProps,
  type TableCellProps,
  type TableFooterProps,
  type TableHeaderProps,
  type TableHeadProps,
  type TableProps,
  type TableRowProps,
} from "./components/table";
export { Pagination, pageCount, pageRange, type PaginationProps } from "./components/pagination";
export {
  Timeline,
  TimelineDescription,
  TimelineItem,
  timelineMarkerVariants,
  TimelineQuote,
  TimelineTitle,
  timelineVariants,
  type TimelineDescriptionProps,
  type TimelineItemProps,
  type TimelineProps,
  type TimelineQuoteProps,
  type TimelineTitleProps,
} from "./components/timeline";
export {
  Alert,
  AlertDescription,
  alertRole,
  AlertTitle,
  alertVariants,
  Banner,
  type AlertDescriptionProps,
  type AlertProps,
  type AlertTitleProps,
  type AlertVariant,
  type BannerProps,
} from "./components/alert";
export {
  StepHeader,
  stepHeaderVariants,
  stepMarkerVariants,
  stepProgress,
  stepState,
  type StepHeaderProps,
  type StepState,
} from "./components/step-header";
export * from "./components/toast";
export { useToast } from "./hooks/use-toast";
export {
  isBelowDesktop,
  isMobile,
  isTouchLayout,
  useBreakpoint,
  type BreakpointState,
} from "./hooks/use-breakpoint";
