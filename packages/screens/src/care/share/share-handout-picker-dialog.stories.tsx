import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import {
  FLUSHES_HANDOUT_ID,
  handouts,
  MOVEMENT_HANDOUT_ID,
  newHandoutHref,
  SLEEP_HANDOUT_ID,
  STORY_TIME_ZONE,
} from "../handouts/care-handouts.fixtures";
import { ShareHandoutPickerDialog, type ShareHandoutPickerItem } from "./share-handout-picker-dialog";

/** The practitioner's three handouts; the client has the first one already. */
const choices: ShareHandoutPickerItem[] = handouts.map((handout) => ({
  id: handout.id,
  title: handout.title,
  updatedAt: handout.updatedAt,
  shared: handout.id === SLEEP_HANDOUT_ID,
}));

const meta = {
  title: "Screens/Care/ShareHandoutPickerDialog",
  component: ShareHandoutPickerDialog,
  parameters: { layout: "padded", visual: { target: "page" } },
  afterEach: restPage,
  args: {
    open: true,
    onOpenChange: fn(),
    clientName: "Carmen Ortiz",
    status: "ready",
    handouts: choices,
    onRetry: fn(),
    onShare: fn(),
    newHandoutHref,
    timeZone: STORY_TIME_ZONE,
  },
} satisfies Meta<typeof ShareHandoutPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Each handout with its Share button; the one the client has already is marked, not offered. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole("heading", { name: "Share a handout with Carmen Ortiz" }),
    ).toBeVisible();
    await expect(within(dialog).getByText("Already shared")).toBeVisible();
    await expect(
      within(dialog).queryByRole("button", { name: "Share 'Sleeping better through the menopause'" }),
    ).not.toBeInTheDocument();
    await expect(within(dialog).getByText("Updated 24 Feb 2026")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "New handout" })).toHaveAttribute(
      "href",
      newHandoutHref,
    );

    await user.click(within(dialog).getByRole("button", { name: "Share 'Moving more, gently'" }));
    await expect(args.onShare).toHaveBeenCalledWith(MOVEMENT_HANDOUT_ID);
  },
};

/** Sharing one: its button is busy and the others wait; a refusal is said below the list. */
export const Sharing: Story = {
  args: { sharingId: FLUSHES_HANDOUT_ID, apiError: "This client has stopped sharing with you." },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole("button", { name: "Share 'Hot flushes: a plan for the day'" }),
    ).toHaveAttribute("aria-busy", "true");
    await expect(within(dialog).getByRole("button", { name: "Share 'Moving more, gently'" })).toBeDisabled();
    await expect(within(dialog).getByText("This client has stopped sharing with you.")).toBeVisible();
  },
};

/** No handouts yet: the way to write one. */
export const Empty: Story = {
  args: { handouts: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("You have no handouts yet")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "New handout" })).toHaveAttribute(
      "href",
      newHandoutHref,
    );
    await expect(within(dialog).queryByRole("list")).not.toBeInTheDocument();
  },
};

/** The handouts load: their place keeps its shape. */
export const Loading: Story = {
  args: { status: "loading", handouts: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status", { name: "Loading your handouts" })).toBeVisible();
  },
};

/** The handouts could not be loaded: said, with Try again. */
export const LoadError: Story = {
  args: { status: "error", handouts: [], loadError: "Check your connection and try again." },
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("Your handouts could not be loaded")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 375 px the dialog fills the screen, with the back arrow labelled 'Close modal'. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Close modal" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Share 'Moving more, gently'" })).toBeVisible();
  },
};
