import type { Meta, StoryObj } from "@storybook/react-vite";
import { Leaf } from "lucide-react";
import { expect } from "storybook/test";

import { LoadingScreen } from "./loading-screen";

const meta = {
  title: "UI/LoadingScreen",
  component: LoadingScreen,
  args: {
    variant: "fullscreen",
    label: "Loading",
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["fullscreen", "contained"] },
    message: { control: "text" },
    logo: { control: false },
  },
  // The full-screen variant is fixed to the viewport, so it gives the story's own box no height: the
  // decorator makes that box a viewport tall, and its screenshot then takes in the whole screen.
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "laptop" } },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === "fullscreen" ? (
        <div className="min-h-dvh">
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the viewport; a status named 'Loading' with the spinner inside. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status", { name: "Loading" });
    await expect(status).toBeVisible();
    await expect(status.querySelector("[data-slot=spinner]")).toHaveAttribute("aria-hidden", "true");
    const box = status.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** The start-up screen: logo, spinner and a message, named for what is happening. */
export const WithMessage: Story = {
  args: { label: "Signing you in", message: "Signing you in…", logo: <Leaf className="text-brand" /> },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status", { name: "Signing you in" });
    await expect(status).toHaveTextContent("Signing you in…");
  },
};

/** Over one panel while it loads; the rest of the page stays usable. */
export const Contained: Story = {
  args: { variant: "contained", label: "Loading your clients" },
  parameters: { layout: "padded" },
  render: (args) => (
    <div className="relative h-48 w-80 rounded-xl border border-border p-4">
      <p>Your clients</p>
      <LoadingScreen {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status", { name: "Loading your clients" });
    const panel = status.parentElement;
    if (!panel) throw new Error("the panel is missing");
    await expect(status.offsetWidth).toBe(panel.clientWidth);
    await expect(status.offsetHeight).toBe(panel.clientHeight);
  },
};

export const Mobile: Story = {
  args: { message: "Loading…" },
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  ...WithMessage,
  globals: { viewport: { value: "laptop" }, theme: "dark" },
};
