import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { restPage } from "../shared/story-helpers";
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
    await userEvent.click(canvas.getByRole("button", { name: "Go to My Dashboard" }));
    await expect(args.onGoToDashboard).toHaveBeenCalledOnce();
  },
};

export const SuccessWithInvitations: Story = {
  args: { status: "success", invitationsSent: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We sent 2 invitations to your clients.")).toBeVisible();
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

export const Mobile: Story = {
  args: { status: "success", invitationsSent: 1 },
  globals: { viewport: { value: "mobile" } },
};
