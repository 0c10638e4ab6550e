export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  initialsOf,
  type AvatarFallbackProps,
  type AvatarImageProps,
  type AvatarProps,
} from "./avatar";
