import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { Slider } from "./slider";

const meta = {
  title: "UI/Slider",
  component: Slider,
  args: {
    "aria-label": "Energy level",
    size: "md",
    disabled: false,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    min: { control: "number" },
    max: { control: "number" },
    step: { control: "number" },
    disabled: { control: "boolean" },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    getValueText: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0 to 100 in steps of 1 by default; arrow keys move a step, Page Up ten, Home and End to the ends. */
export const Playground: Story = {
  args: { defaultValue: [50] },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await expect(thumb).toHaveAttribute("aria-valuemin", "0");
    await expect(thumb).toHaveAttribute("aria-valuemax", "100");
    await expect(thumb).toHaveAttribute("aria-valuenow", "50");
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(await canvas.findByRole("slider", { value: { now: 51 } })).toBe(thumb);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([51]);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([51]);
    await userEvent.keyboard("{PageUp}");
    await expect(await canvas.findByRole("slider", { value: { now: 61 } })).toBe(thumb);
    await userEvent.keyboard("{End}");
    await expect(await canvas.findByRole("slider", { value: { now: 100 } })).toBe(thumb);
    await userEvent.keyboard("{Home}");
    await expect(await canvas.findByRole("slider", { value: { now: 0 } })).toBe(thumb);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([0]);
  },
};

/** With no value the thumb starts at the minimum. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Energy level" })).toHaveAttribute("aria-valuenow", "0");
  },
};

/** `getValueText` gives the words read for a value. */
export const WithValueText: Story = {
  args: { defaultValue: [40], getValueText: (value: number) => `${value}%` },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await expect(thumb).toHaveAttribute("aria-valuetext", "40%");
    await userEvent.click(thumb);
    await userEvent.keyboard("{ArrowLeft}");
    await expect(await canvas.findByRole("slider", { value: { text: "39%" } })).toBe(thumb);
  },
};

/** Two thumbs, each with its own name; a thumb cannot pass the other. */
export const Range: Story = {
  args: {
    "aria-label": undefined,
    defaultValue: [20, 80],
    thumbLabels: ["Minimum age", "Maximum age"],
  },
  play: async ({ args, canvas }) => {
    const low = canvas.getByRole("slider", { name: "Minimum age" });
    const high = canvas.getByRole("slider", { name: "Maximum age" });
    await expect(low).toHaveAttribute("aria-valuenow", "20");
    await expect(high).toHaveAttribute("aria-valuenow", "80");
    await userEvent.click(high);
    await userEvent.keyboard("{PageUp}");
    await expect(await canvas.findByRole("slider", { name: "Maximum age", value: { now: 90 } })).toBe(high);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([20, 90]);
  },
};

/** A coarser step: each key press moves by the step. */
export const Stepped: Story = {
  args: { min: 0, max: 50, step: 5, defaultValue: [25] },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await userEvent.click(thumb);
    await userEvent.keyboard("{ArrowRight}");
    await expect(await canvas.findByRole("slider", { value: { now: 30 } })).toBe(thumb);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([30]);
  },
};

export const Small: Story = { args: { size: "sm", defaultValue: [30] } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [30] },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await expect(thumb).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "30");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical", defaultValue: [60] },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await expect(thumb).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.click(thumb);
    await userEvent.keyboard("{ArrowUp}");
    await expect(await canvas.findByRole("slider", { value: { now: 61 } })).toBe(thumb);
  },
};

/** Inside a Field: the label names the thumb and the description describes it. */
export const InField: Story = {
  args: { "aria-label": undefined, defaultValue: [70] },
  render: (args) => (
    <Field group label="Energy level" description="How much energy you had today.">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await expect(thumb).toHaveAccessibleDescription("How much energy you had today.");
  },
};

/** An error from the Field marks the thumb invalid and is read as its description. */
export const Invalid: Story = {
  args: { "aria-label": undefined, defaultValue: [10] },
  render: (args) => (
    <Field group label="Energy level" error="Choose a level of at least 20">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole("slider", { name: "Energy level" });
    await expect(thumb).toHaveAttribute("aria-invalid", "true");
    await expect(thumb).toHaveAccessibleDescription("Choose a level of at least 20");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Choose a level of at least 20");
  },
};

export const Dark: Story = {
  args: { defaultValue: [50] },
  globals: { theme: "dark" },
};
