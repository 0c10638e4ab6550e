import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import {
  editHandoutHref,
  FLUSHES_HANDOUT_ID,
  handouts,
  manyHandouts,
  newHandoutHref,
  SLEEP_HANDOUT_ID,
  STORY_TIME_ZONE,
} from "./care-handouts.fixtures";
import { HandoutsScreen } from "./handouts-screen";

const meta = {
  title: "Screens/Care/Handouts",
  component: HandoutsScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    handouts,
    newHref: newHandoutHref,
    editHref: editHandoutHref,
    onShare: fn(),
    onShowAccess: fn(),
    onDelete: fn(),
    onRetry: fn(),
    timeZone: STORY_TIME_ZONE,
  },
} satisfies Meta<typeof HandoutsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three handouts: one made from a library item and shared with three clients, one shared with
 * one, one not shared. Delete asks first, and Keep leaves it; Delete then confirms.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Handouts" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New handout" })).toHaveAttribute("href", newHandoutHref);
    await expect(canvas.getByRole("link", { name: "Sleeping better through the menopause" })).toHaveAttribute(
      "href",
      `/coaches/handouts/${SLEEP_HANDOUT_ID}`,
    );
    await expect(canvas.getByText("From the library: Sleep and the menopause")).toBeVisible();
    await expect(canvas.getByText("Updated 2 Mar 2026")).toBeVisible();
    await expect(canvas.getByText("Shared with 3 clients")).toBeVisible();
    await expect(canvas.getByText("Shared with 1 client")).toBeVisible();
    await expect(canvas.getByText("Not shared")).toBeVisible();

    await user.click(canvas.getByRole("button", { name: "Share… 'Hot flushes: a plan for the day'" }));
    await expect(args.onShare).toHaveBeenCalledWith(handouts[1]);
    await user.click(
      canvas.getByRole("button", { name: "Who has access to 'Sleeping better through the menopause'" }),
    );
    await expect(args.onShowAccess).toHaveBeenCalledWith(handouts[0]);

    const body = within(canvasElement.ownerDocument.body);
    await user.click(canvas.getByRole("button", { name: "Delete 'Hot flushes: a plan for the day'" }));
    let dialog = await body.findByRole("alertdialog");
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByRole("heading", { name: "Delete 'Hot flushes: a plan for the day'?" }),
    ).toBeVisible();
    await expect(within(dialog).getByText("Clients it was shared with will no longer see it.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await user.click(canvas.getByRole("button", { name: "Delete 'Hot flushes: a plan for the day'" }));
    dialog = await body.findByRole("alertdialog");
    await waitFor(() => expect(dialog).toBeVisible());
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith(FLUSHES_HANDOUT_ID);
    await waitFor(() => expect(body.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

/** No handouts yet: the empty state says a handout can start from a library item. */
export const Empty: Story = {
  args: { handouts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No handouts yet" })).toBeVisible();
    await expect(canvas.getByText(/start a handout from a library item/)).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "New handout" })).toHaveLength(1);
  },
};

/** A dozen handouts, one being deleted. */
export const Many: Story = {
  args: { handouts: manyHandouts, deletingId: FLUSHES_HANDOUT_ID },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Your handouts" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(manyHandouts.length);
    await expect(
      canvas.getByRole("button", { name: "Delete 'Hot flushes: a plan for the day'" }),
    ).toHaveAttribute("aria-busy", "true");
  },
};

/** While the list loads it keeps its shape; New handout stays usable. */
export const Loading: Story = {
  args: { handouts: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading your handouts" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New handout" })).toBeVisible();
  },
};

/** The list could not be loaded: why, and Try again. */
export const LoadError: Story = {
  args: { handouts: [], loadError: "Check your connection and try again." },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Your handouts could not be loaded")).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At 375 px each handout's actions wrap under its details. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Handouts" })).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: "Share… 'Sleeping better through the menopause'" }),
    ).toBeVisible();
  },
};
