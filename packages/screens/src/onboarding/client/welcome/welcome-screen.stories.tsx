import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { WelcomeScreen } from "./welcome-screen";
import { restFocus } from "../../stories/story-rest";

const meta = {
  title: "Screens/Onboarding/Client/Welcome",
  component: WelcomeScreen,
  parameters: { layout: "fullscreen" },
  afterEach: restFocus,
  args: { onBegin: fn() },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0 of 8: the programme's title and 'Let's Begin'. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Welcome to A Healthy Menopause Transformation" }),
    ).toBeVisible();
    await expect(canvas.getByText("Step 1 of 8")).toBeVisible();
    await expect(canvas.getByText("Your menopause health assistant")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Let's Begin" }));
    await expect(args.onBegin).toHaveBeenCalledOnce();
  },
};

/** Greeted by name. */
export const Filled: Story = {
  args: { name: "Carmen" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Hello, Carmen")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { name: "Carmen" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Let's Begin" }));
    await expect(args.onBegin).toHaveBeenCalledOnce();
  },
};
