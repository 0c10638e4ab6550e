import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Progress } from "./progress";

const meta = {
  title: "UI/Progress",
  component: Progress,
  args: {
    value: 40,
    max: 100,
    label: "Profile complete",
    showValue: true,
    size: "md",
    tone: "default",
  },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    size: { control: "inline-radio", options: ["sm", "md"] },
    tone: { control: "select", options: ["default", "success", "warning", "destructive"] },
    label: { control: "text" },
    getValueLabel: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

function fillFraction(root: HTMLElement): number {
  const indicator = root.querySelector<HTMLElement>("[data-slot=progress-indicator]");
  const track = root.querySelector<HTMLElement>("[data-slot=progress]");
  if (!indicator || !track) throw new Error("the progress bar is missing");
  const trackBox = track.getBoundingClientRect();
  return (indicator.getBoundingClientRect().right - trackBox.left) / trackBox.width;
}

/** Named by its visible label; reads its value as a percentage; the fill matches. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole("progressbar", { name: "Profile complete" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%");
    await expect(canvas.getByText("40%")).toBeVisible();
    await expect(fillFraction(canvasElement)).toBeCloseTo(0.4, 2);
  },
};

/** Without a visible label the bar is named by `aria-label`. */
export const AriaLabel: Story = {
  args: { label: undefined, showValue: false, "aria-label": "Uploading certificate", value: 70 },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading certificate" });
    await expect(bar).toHaveAttribute("aria-valuetext", "70%");
    await expect(canvasElement.querySelector("[data-slot=progress-field]")).toBeNull();
  },
};

/** Steps instead of percent: `max` and `getValueLabel` give '3 of 8 steps'. */
export const Steps: Story = {
  args: {
    label: "Onboarding",
    value: 3,
    max: 8,
    getValueLabel: (value: number, max: number) => `${value} of ${max} steps`,
  },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole("progressbar", { name: "Onboarding" });
    await expect(bar).toHaveAttribute("aria-valuetext", "3 of 8 steps");
    await expect(canvas.getByText("3 of 8 steps")).toBeVisible();
    await expect(fillFraction(canvasElement)).toBeCloseTo(3 / 8, 2);
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(fillFraction(canvasElement)).toBeCloseTo(0, 2);
  },
};

export const Complete: Story = {
  args: { value: 100, tone: "success" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
  },
};

/** `value={null}`: still labelled, no value read. */
export const Indeterminate: Story = {
  args: { value: null, label: "Preparing your dashboard" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Preparing your dashboard" });
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

export const Small: Story = { args: { size: "sm", value: 60 } };

export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Progress {...args} label="Default" value={60} />
      <Progress {...args} label="Success" tone="success" value={80} />
      <Progress {...args} label="Warning" tone="warning" value={45} />
      <Progress {...args} label="Destructive" tone="destructive" value={95} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("progressbar")).toHaveLength(4);
    await expect(canvas.getByRole("progressbar", { name: "Warning" })).toHaveAttribute("aria-valuenow", "45");
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: "dark" },
};
