import { expect, userEvent, waitFor, within } from "storybook/test";

const body = within(document.body);

/**
 * The play shared by the modal panels' stories (Dialog, Sheet): open the panel named `name` with
 * `trigger`, close it with `close` (Escape, its 'Close' button…), and check that it is gone and that
 * focus is back on the trigger.
 */
export async function closesAndRefocuses(
  trigger: HTMLElement,
  name: string,
  { open = "click", close }: { open?: "click" | "keyboard"; close: (panel: HTMLElement) => Promise<unknown> },
): Promise<void> {
  if (open === "keyboard") {
    trigger.focus();
    await userEvent.keyboard("{Enter}");
  } else {
    await userEvent.click(trigger);
  }
  const panel = await body.findByRole("dialog", { name });
  await close(panel);
  await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}

/** Presses Escape. */
export const pressEscape = () => userEvent.keyboard("{Escape}");

/** Presses the panel's own button labelled 'Close'. */
export const pressClose = (panel: HTMLElement) =>
  userEvent.click(within(panel).getByRole("button", { name: "Close" }));
