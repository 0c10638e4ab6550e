import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge taught Haven's custom theme tokens, so that `text-caption` (a font size) and
 * `text-primary` (a colour) are not mistaken for one another when classes are merged.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["caption", "display"],
    },
  },
});

/** Joins class names conditionally and resolves Tailwind conflicts: the last class wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
