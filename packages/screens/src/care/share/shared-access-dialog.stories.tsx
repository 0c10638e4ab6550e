import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { sharedAccess, sharedAccessAllOpened, STORY_TIME_ZONE } from "../handouts/care-handouts.fixtures";
import { SharedAccessDialog } from "./shared-access-dialog";

const meta = {
  title: "Screens/Care/SharedAccessDialog",
  component: SharedAccessDialog,
  parameters: { layout: "padded", visual: { target: "page" } },
  afterEach: restPage,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Sleeping better through the menopause",
    status: "ready",
    access: sharedAccess,
    onRetry: fn(),
    onRevoke: fn(),
    timeZone: STORY_TIME_ZONE,
  },
} satisfies Meta<typeof SharedAccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Three clients, one of whom opened it. Revoke asks in the row; Keep backs out, Revoke access confirms. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole("heading", {
        name: "Who has access to 'Sleeping better through the menopause'",
      }),
    ).toBeVisible();
    await expect(within(dialog).getByText("Shared 2 Mar 2026")).toBeVisible();
    await expect(within(dialog).getByText("Opened 27 Feb 2026")).toBeVisible();
    await expect(within(dialog).getAllByText("Not opened yet")).toHaveLength(2);

    const revoke = within(dialog).getByRole("button", { name: "Revoke Diane Chen's access" });
    await user.click(revoke);
    const question = await within(dialog).findByRole("group", { name: "Revoke Diane Chen's access?" });
    const keep = within(question).getByRole("button", { name: "Keep" });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.click(keep);
    await expect(within(dialog).queryByRole("group")).not.toBeInTheDocument();
    await expect(args.onRevoke).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Revoke Diane Chen's access" }));
    await user.click(await within(dialog).findByRole("button", { name: "Revoke access" }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sharedAccess[2]!.clientId);
  },
};

/** Everyone opened it; one row is being revoked. */
export const Opened: Story = {
  args: { access: sharedAccessAllOpened, revokingId: sharedAccess[0]!.clientId },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).queryByText("Not opened yet")).not.toBeInTheDocument();
    await expect(within(dialog).getByText("Opened 3 Mar 2026")).toBeVisible();
    await expect(
      within(dialog).getByRole("button", { name: "Revoke Amara Okafor's access" }),
    ).toHaveAttribute("aria-busy", "true");
  },
};

/** Not shared with anyone. */
export const Empty: Story = {
  args: { access: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("heading", { name: "Not shared with anyone" })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { status: "loading", access: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status", { name: "Loading who has access" })).toBeVisible();
  },
};

/** The list could not be loaded: why, and Try again. */
export const LoadError: Story = {
  args: { status: "error", access: [], loadError: "Check your connection and try again." },
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At 375 px the dialog fills the screen; each row's Revoke sits under its dates. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Close modal" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Revoke Amara Okafor's access" })).toBeVisible();
  },
};
