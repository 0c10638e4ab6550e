import { Toaster as DesignSystemToaster } from "@pkg/ui";

/**
 * The app's one place for toasts: top-right on narrow screens (spec section 2 "Layout"),
 * bottom-right from 768 px up; swipe right to dismiss, F8 to reach them.
 */
export function Toaster() {
  return <DesignSystemToaster position="responsive" />;
}
