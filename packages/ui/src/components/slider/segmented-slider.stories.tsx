import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { SegmentedSlider } from "./slider";

const bands = ["Very low", "Low", "Fair", "Good", "High", "Very high"];

const meta = {
  title: "UI/SegmentedSlider",
  component: SegmentedSlider,
  args: {
    "aria-label": "Sleep quality",
    size: "md",
    segments: 6,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    segments: { control: { type: "number", min: 1, max: 10 } },
    min: { control: "number" },
    max: { control: "number" },
    step: { control: "number" },
    disabled: { control: "boolean" },
    segmentClassNames: { control: false },
    segmentLabels: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SegmentedSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

function segments(root: HTMLElement): Element[] {
  return [...root.querySelectorAll("[data-slot=segmented-slider-segment]")];
}

/** Six coloured segments over 0 to 100; the same keys as the Slider. */
export const Playground: Story = {
  args: { defaultValue: [40] },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(segments(canvasElement)).toHaveLength(6);
    const thumb = canvas.getByRole("slider", { name: "Sleep quality" });
    await expect(thumb).toHaveAttribute("aria-valuemin", "0");
    await expect(thumb).toHaveAttribute("aria-valuemax", "100");
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(await canvas.findByRole("slider", { value: { now: 41 } })).toBe(thumb);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([41]);
  },
};

/** With words per segment, the thumb reads the value and the band it is in. */
export const WithSegmentLabels: Story = {
  args: { defaultValue: [50], segmentLabels: bands },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Sleep quality" });
    await expect(thumb).toHaveAttribute("aria-valuetext", "50, Good");
    await userEvent.click(thumb);
    await userEvent.keyboard("{End}");
    await expect(await canvas.findByRole("slider", { value: { text: "100, Very high" } })).toBe(thumb);
    await userEvent.keyboard("{Home}");
    await expect(await canvas.findByRole("slider", { value: { text: "0, Very low" } })).toBe(thumb);
  },
};

/** Segments are equal parts of the track. */
export const EqualSegments: Story = {
  args: { defaultValue: [0] },
  play: async ({ canvasElement }) => {
    const widths = segments(canvasElement).map((segment) => segment.getBoundingClientRect().width);
    const first = widths[0] ?? 0;
    await expect(first).toBeGreaterThan(0);
    for (const width of widths) await expect(width).toBeCloseTo(first, 1);
  },
};

export const ThreeSegments: Story = {
  args: {
    segments: 3,
    segmentClassNames: ["bg-destructive", "bg-warning", "bg-success"],
    defaultValue: [80],
  },
  play: async ({ canvasElement }) => {
    await expect(segments(canvasElement)).toHaveLength(3);
  },
};

export const Small: Story = { args: { size: "sm", defaultValue: [70] } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [20] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Sleep quality" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const InField: Story = {
  args: { "aria-label": undefined, defaultValue: [60], segmentLabels: bands },
  render: (args) => (
    <Field group label="Sleep quality" description="How well you slept last night.">
      <SegmentedSlider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Sleep quality" });
    await expect(thumb).toHaveAccessibleDescription("How well you slept last night.");
    await expect(thumb).toHaveAttribute("aria-valuetext", "60, Good");
  },
};

export const Dark: Story = {
  args: { defaultValue: [50] },
  globals: { theme: "dark" },
};
