import { Toaster as DesignSystemToaster, type ToasterProps } from "@pkg/ui";

/** One toast on screen at a time; the others wait their turn (spec section 9). */
export const APP_TOAST_LIMIT = 1;
/** A dismissed toast is kept this long, in milliseconds, before it is forgotten (spec section 9). */
export const APP_TOAST_REMOVE_DELAY = 1_000_000;

/**
 * The app's one place for toasts: by default top-right on narrow screens (spec section 2 "Layout")
 * and bottom-right from 768 px up; swipe right to dismiss, F8 to reach them. The onboarding pages
 * ask for 2 s at the top right.
 */
export function Toaster({ position = "responsive", duration }: Pick<ToasterProps, "position" | "duration">) {
  return (
    <DesignSystemToaster
      position={position}
      duration={duration}
      limit={APP_TOAST_LIMIT}
      removeDelay={APP_TOAST_REMOVE_DELAY}
    />
  );
}
