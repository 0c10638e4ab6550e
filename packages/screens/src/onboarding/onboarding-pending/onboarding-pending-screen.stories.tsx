import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { OnboardingPendingScreen } from "./onboarding-pending-screen";

const meta = {
  title: "Screens/Onboarding/Pending",
  component: OnboardingPendingScreen,
  parameters: { layout: "fullscreen" },
  args: { name: "Maya Rivera", accountType: "practitioner", onSignOut: fn() },
} satisfies Meta<typeof OnboardingPendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified practitioner, welcomed by name, whose onboarding steps are on the way. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Welcome, Maya Rivera!" })).toBeVisible();
    await expect(canvas.getByText("Your onboarding steps are on the way")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Client: Story = {
  args: { name: "Carmen Ortiz", accountType: "client" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/tell us about yourself/)).toBeVisible();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Sign out" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Welcome, Maya Rivera!" })).toBeVisible();
  },
};
