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
} from "./alert";
