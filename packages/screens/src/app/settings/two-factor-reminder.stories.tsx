import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { TwoFactorReminder } from "./two-factor-reminder";

const meta = {
  title: "Screens/App/TwoFactorReminder",
  component: TwoFactorReminder,
  parameters: { layout: "padded" },
  args: { method: "Authenticator App", href: "/settings#two-factor" },
} satisfies Meta<typeof TwoFactorReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You chose Authenticator App sign-in during onboarding/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "set it up now" })).toHaveAttribute(
      "href",
      "/settings#two-factor",
    );
  },
};

export const Mobile: Story = {
  args: { method: "Email" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You chose Email sign-in during onboarding/)).toBeVisible();
  },
};
