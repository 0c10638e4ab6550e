import { cva, type VariantProps } from "class-variance-authority";
import { Avatar as AvatarPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

/**
 * Up to two initials from a name: the first letters of its first and last words ('Jane Cooper' →
 * 'JC', 'Madonna' → 'M'), upper-cased; an empty name gives ''.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => Boolean(word))
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

export const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full select-none", {
  variants: {
    size: {
      sm: "size-8 text-xs",
      md: "size-10 text-sm",
      lg: "size-14 text-lg",
      xl: "size-20 text-2xl",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> &
  VariantProps<typeof avatarVariants> &
  AsChildProps & {
    /** The diameter: `sm` 32 px, `md` 40 px (default), `lg` 56 px, `xl` 80 px. */
    size?: VariantProps<typeof avatarVariants>["size"];
  };

/** A round picture of a person, falling back to their initials while it loads or when it fails. */
export function Avatar({ className, size = "md", ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? undefined}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    />
  );
}

export type AvatarImageProps = React.ComponentProps<typeof AvatarPrimitive.Image> & AsChildProps;

/** The picture. Give it an `alt` (the person's name); it shows only once it has loaded. */
export function AvatarImage({ className, ...props }: AvatarImageProps) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn("aspect-square size-full object-cover", className)}
      {...props}
    />
  );
}

export type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> &
  AsChildProps & {
    /**
     * The person's name: shown as initials (unless children are given) and used as the fallback's
     * accessible name, so the avatar is named whether or not the picture loads.
     */
    name?: string;
  };

/** Shown until the picture loads, or instead of it: the person's initials. */
export function AvatarFallback({ className, name, children, ...props }: AvatarFallbackProps) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      role={name ? "img" : undefined}
      aria-label={name}
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground",
        className,
      )}
      {...props}
    >
      {children ?? (name ? initialsOf(name) : null)}
    </AvatarPrimitive.Fallback>
  );
}
