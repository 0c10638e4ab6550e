import { INVITATION_MESSAGES } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { restPage } from "../../stories/story-helpers";
import { PractitionerFinishScreen } from "./practitioner-finish-screen";

const meta = {
  title: "Screens/Onboarding/Practitioner/Finish",
  component: PractitionerFinishScreen,
  parameters: { layout: "fullscreen" },
  afterEach: restPage,
  args: { status: "submitting", onGoToDashboard: fn(), onRetry: fn(), onBack: fn(), onLogoClick: fn() },
} satisfies Meta<typeof PractitionerFinishScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invitees with a phone number only: no text messages yet, so no invitation (decisions.md). */
const phoneOnly = [
  { name: "Grace Hopper", phone_number: "15550102030", reason: INVITATION_MESSAGES.noTextMessages },
  { name: "Siobhán Byrne", phone_number: "14165550123", reason: INVITATION_MESSAGES.noTextMessages },
];

/** While the record and files are sent; every step shows completed. */
export const Submitting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Setting up your practice…");
    await expect(canvas.getAllByText(/Step \d of 6, completed/)).toHaveLength(6);
  },
};

/** Stored: a thank-you and 'Go to My Dashboard'. */
export const Success: Story = {
  args: { status: "success" },
  play: async ({ args, canvas }) => {
    const heading = canvas.getByRole("heading", { name: "Thank you! Your practice is ready." });
    await expect(heading).toHaveFocus();
    await expect(canvas.queryByText(/invitation/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: /not invited/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Go to My Dashboard" }));
    await expect(args.onGoToDashboard).toHaveBeenCalledOnce();
  },
};

export const SuccessWithInvitations: Story = {
  args: { status: "success", invitationsSent: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We sent 2 invitations to your clients.")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: /not invited/ })).not.toBeInTheDocument();
  },
};

/** Some were sent; a phone-only invitee was not, and the page says who and why. */
export const SuccessWithSomeNotInvited: Story = {
  args: { status: "success", invitationsSent: 2, notInvited: phoneOnly.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We sent 2 invitations to your clients.")).toBeVisible();
    const region = canvas.getByRole("region", { name: "1 person was not invited" });
    const items = within(region).getAllByRole("listitem");
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent("Grace Hopper · +1 (555) 010-2030");
    await expect(items[0]).toHaveTextContent(
      "Text-message invitations are not available yet: add an email address to invite this person.",
    );
  },
};

/** Nobody had an e-mail address: nothing was sent, and the page does not pretend otherwise. */
export const SuccessNobodyInvited: Story = {
  args: { status: "success", invitationsSent: 0, notInvited: phoneOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No invitations were sent.")).toBeVisible();
    await expect(canvas.queryByText(/We sent/)).not.toBeInTheDocument();
    const region = canvas.getByRole("region", { name: "2 people were not invited" });
    await expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Grace Hopper"), expect.stringContaining("Siobhán Byrne")]);
  },
};

/** Refused: the spec's message; everything is kept and can be sent again. */
export const Failure: Story = {
  args: { status: "failure" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Error during onboarding. Please try again");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: /Back/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const FailureWithMessage: Story = {
  args: { status: "failure", apiError: "Upload at least one certificate or licence" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Upload at least one certificate or licence");
  },
};

/** The success page at 375 px, with one invitation sent and one person not invited. */
export const Mobile: Story = {
  args: { status: "success", invitationsSent: 1, notInvited: phoneOnly.slice(0, 1) },
  globals: { viewport: { value: "mobile" } },
};
