import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Spinner } from "./spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  args: {},
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("[data-slot=spinner]");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};

/** With a label it announces itself as a status. */
export const Labelled: Story = {
  args: { label: "Loading your dashboard" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading your dashboard" })).toBeInTheDocument();
  },
};

export const Large: Story = { args: { className: "size-8 text-primary" } };
