import { CARE_ERRORS } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import {
  manyShareClients,
  shareClients,
  shareClientsSomeWithAccess,
} from "../handouts/care-handouts.fixtures";
import { ShareDialog } from "./share-dialog";

const meta = {
  title: "Screens/Care/ShareDialog",
  component: ShareDialog,
  parameters: { layout: "padded", visual: { target: "page" } },
  afterEach: restPage,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Sleeping better through the menopause",
    clients: shareClients,
    onShare: fn(),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Share stays off until someone is chosen; choosing two shares with both. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole("heading", { name: "Share 'Sleeping better through the menopause'" }),
    ).toBeVisible();
    const share = within(dialog).getByRole("button", { name: "Share" });
    await expect(share).toBeDisabled();
    await expect(within(dialog).queryByRole("searchbox")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("checkbox", { name: "Carmen Ruiz" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Amara Okafor" }));
    await expect(within(dialog).getByText("2 clients chosen.")).toBeVisible();
    await expect(share).toBeEnabled();
    await user.click(share);
    await expect(args.onShare).toHaveBeenCalledWith([shareClients[0]!.id, shareClients[2]!.id]);
  },
};

/** The client the practitioner works for now is chosen when the dialog opens. */
export const ActiveClientPreselected: Story = {
  args: { activeClientId: shareClients[2]!.id },
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("checkbox", { name: "Carmen Ruiz" })).toBeChecked();
    await expect(within(dialog).getByText("Active client")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    await expect(args.onShare).toHaveBeenCalledWith([shareClients[2]!.id]);
  },
};

/** Clients who have it already are checked and cannot be unticked; they are not shared with again. */
export const SomeHaveAccess: Story = {
  args: { clients: shareClientsSomeWithAccess },
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    const beth = within(dialog).getByRole("checkbox", { name: "Beth Morgan" });
    await expect(beth).toBeChecked();
    await expect(beth).toBeDisabled();
    await expect(within(dialog).getAllByText("Has access")).toHaveLength(2);
    await expect(within(dialog).getByRole("button", { name: "Share" })).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "Esther Kowalski" }));
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    await expect(args.onShare).toHaveBeenCalledWith([shareClients[4]!.id]);
  },
};

/** More than eight clients: a filter by name or email. */
export const ManyClients: Story = {
  args: { clients: manyShareClients },
  play: async ({ canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    const filter = within(dialog).getByRole("searchbox", { name: "Find a client" });
    await user.type(filter, "mensah");
    await expect(await within(dialog).findByRole("checkbox", { name: "Joy Mensah" })).toBeVisible();
    await expect(within(dialog).getAllByRole("checkbox")).toHaveLength(1);
    await user.clear(filter);
    await user.type(filter, "zzz");
    await expect(await within(dialog).findByText("No clients match “zzz”.")).toBeVisible();
  },
};

/** No clients yet: nothing to choose. */
export const NoClients: Story = {
  args: { clients: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("You have no clients to share with yet")).toBeVisible();
    await expect(within(dialog).queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  },
};

/** Sharing: Share keeps its size with a spinner, the list waits. */
export const Submitting: Story = {
  args: { activeClientId: shareClients[0]!.id, submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Share" })).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("checkbox", { name: "Amara Okafor" })).toBeDisabled();
  },
};

/** Sharing failed: the server's message, and the choice kept. */
export const ApiError: Story = {
  args: { activeClientId: shareClients[0]!.id, apiError: CARE_ERRORS.contentNotFound },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText(CARE_ERRORS.contentNotFound)).toBeVisible();
    await expect(within(dialog).getByRole("checkbox", { name: "Amara Okafor" })).toBeChecked();
  },
};

/** At 375 px the dialog fills the screen, with the back arrow labelled 'Close modal'. */
export const Mobile: Story = {
  args: { clients: shareClientsSomeWithAccess },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Close modal" })).toBeVisible();
    await expect(within(dialog).getByRole("checkbox", { name: "Amara Okafor" })).toBeVisible();
  },
};
