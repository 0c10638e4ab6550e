import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../../lib/utils";
import { Button, type ButtonProps } from "../button";

/** Square sizes for icon-only buttons; colours come from the Button's `variant`. */
export const iconButtonVariants = cva("p-0", {
  variants: {
    size: {
      sm: "size-8 [&_svg:not([class*='size-'])]:size-4",
      md: "size-10 [&_svg:not([class*='size-'])]:size-5",
      lg: "size-12 [&_svg:not([class*='size-'])]:size-6",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export type IconButtonProps = Omit<ButtonProps, "size" | "aria-label"> &
  VariantProps<typeof iconButtonVariants> & {
    /** The colours, as Button's: `ghost` by default. */
    variant?: ButtonProps["variant"];
    /** The square: `sm` 32 px, `md` 40 px (default), `lg` 48 px. */
    size?: VariantProps<typeof iconButtonVariants>["size"];
    /** The accessible name. Required: an icon alone tells assistive technology nothing. */
    "aria-label": string;
  };

/** An icon-only button. It must be named with `aria-label`; the icon inside is decorative. */
export function IconButton({ className, variant = "ghost", size = "md", ...props }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size="icon"
      className={cn(iconButtonVariants({ size }), className)}
      data-slot="icon-button"
      data-size={size ?? undefined}
      {...props}
    />
  );
}

export type LinkButtonProps = Omit<ButtonProps, "variant" | "size"> & {
  /** Text size of the link: `sm` for captions and footers, `md` in running text. */
  size?: "sm" | "md";
};

/**
 * A button that looks like a link, for actions that stay on the page ('Resend', 'Forgot password?').
 * Use a real link (`asChild` with an `<a>`) when it navigates.
 */
export function LinkButton({ className, size = "md", ...props }: LinkButtonProps) {
  return (
    <Button
      variant="link"
      className={cn("h-auto p-0", size === "sm" ? "text-caption" : "text-sm", className)}
      data-slot="link-button"
      data-size={size}
      {...props}
    />
  );
}
