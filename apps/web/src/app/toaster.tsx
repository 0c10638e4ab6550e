import { Toaster as DesignSystemToaster, type ToasterProps } from "@pkg/ui";

/**
 * The app's one place for toasts: by default top-right on narrow screens (spec section 2 "Layout")
 * and bottom-right from 768 px up; swipe right to dismiss, F8 to reach them. The onboarding pages
 * ask for 2 s at the top right. The limit and the removal delay are the store's (toast-store.ts).
 */
export function Toaster({ position = "responsive", duration }: Pick<ToasterProps, "position" | "duration">) {
  return <DesignSystemToaster position={position} duration={duration} />;
}
