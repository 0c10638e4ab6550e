import { restFocus } from "./story-rest";

/**
 * Presses a practitioner step's Next with the keyboard (focus, then Enter): a mouse press would
 * leave the pointer over the button, and its hover look in the screenshot would vary between runs.
 */
export async function pressNext(
  canvas: { getByRole: (role: "button", options: { name: string }) => HTMLElement },
  keyboard: (text: string) => Promise<unknown>,
): Promise<void> {
  canvas.getByRole("button", { name: "Next" }).focus();
  await keyboard("{Enter}");
}

/**
 * A story's `afterEach`: back to the top of the page (pressing Next on a tall page scrolls it,
 * and a scrolled page's screenshot varies), then the focus released and transitions finished.
 */
export async function restPage(): Promise<void> {
  window.scrollTo(0, 0);
  document.scrollingElement?.scrollTo(0, 0);
  await restFocus();
}
