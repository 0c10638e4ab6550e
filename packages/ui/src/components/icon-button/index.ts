export {
  IconButton,
  iconButtonVariants,
  LinkButton,
  type IconButtonProps,
  type LinkButtonProps,
} from "./icon-button";
