import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { inPageMain } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { PRACTITIONER_NAME } from "./care-client-side.fixtures";
import { PractitionerSharingCard, SHARED_DATA_DESCRIPTION } from "./practitioner-sharing-card";

const SWITCH_NAME = `Share my health data with ${PRACTITIONER_NAME}`;

const meta = {
  title: "Screens/Care/PractitionerSharingCard",
  component: PractitionerSharingCard,
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  afterEach: restPage,
  args: {
    practitioner: { name: PRACTITIONER_NAME },
    sharingHealthData: true,
    onChange: fn(),
  },
} satisfies Meta<typeof PractitionerSharingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The practitioner can see the client's health data; the switch says what that is. */
export const Sharing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Your practitioner" })).toBeVisible();
    await expect(canvas.getByText(`${PRACTITIONER_NAME} is your practitioner.`)).toBeVisible();
    const toggle = canvas.getByRole("switch", { name: SWITCH_NAME });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(SHARED_DATA_DESCRIPTION);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `${PRACTITIONER_NAME} can see your health data.`,
    );
  },
};

/** Sharing is off; turning it on applies at once, without a question. */
export const NotSharing: Story = {
  args: { sharingHealthData: false },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: SWITCH_NAME });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `${PRACTITIONER_NAME} cannot see your health data.`,
    );
    toggle.focus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Turning sharing off asks first: Keep sharing changes nothing, Stop sharing calls onChange(false). */
export const StopSharingConfirm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole("switch", { name: SWITCH_NAME });
    toggle.focus();
    await userEvent.keyboard(" ");
    const dialog = await page.findByRole("dialog", {
      name: `Stop sharing your health data with ${PRACTITIONER_NAME}?`,
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      "They will no longer see your check-ins, glucose, mood or health history. Things they shared with you stay.",
    );
    within(dialog).getByRole("button", { name: "Keep sharing" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(toggle).toHaveFocus());

    await userEvent.keyboard(" ");
    const again = await page.findByRole("dialog", {
      name: `Stop sharing your health data with ${PRACTITIONER_NAME}?`,
    });
    await waitFor(() => expect(again).toBeVisible());
    within(again).getByRole("button", { name: "Stop sharing" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** No practitioner: the card says so, with no switch. */
export const NoPractitioner: Story = {
  args: { practitioner: null, sharingHealthData: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You do not have a practitioner.")).toBeVisible();
    await expect(canvas.queryByRole("switch")).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { saving: true, sharingHealthData: false },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: SWITCH_NAME });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Saving your choice…");
  },
};

/** The change could not be saved: the switch shows what is saved, with the reason under it. */
export const SaveError: Story = {
  name: "Error",
  args: { error: "Your choice could not be saved. Check your connection and try again." },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: SWITCH_NAME });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your choice could not be saved.");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading your practitioner")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByRole("switch")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: SWITCH_NAME })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
