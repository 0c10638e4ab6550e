import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { Label } from "../label";
import { Checkbox } from "./checkbox";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: {
    id: "checkbox-story",
    size: "md",
    disabled: false,
    onCheckedChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    checked: { control: "select", options: [true, false, "indeterminate"] },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
  },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>I agree to the terms</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the box or its label toggles it. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I agree to the terms" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(await canvas.findByRole("checkbox", { checked: true })).toBe(checkbox);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText("I agree to the terms"));
    await expect(await canvas.findByRole("checkbox", { checked: false })).toBe(checkbox);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "I agree to the terms" })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "I agree to the terms" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I agree to the terms" });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: "sm", defaultChecked: true } };

/** In a horizontal Field with an error: the checkbox is invalid and described by it. */
export const WithError: Story = {
  args: { id: undefined },
  render: (args) => (
    <Field orientation="horizontal" label="I agree to the terms" error="Please accept the terms" required>
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: /I agree to the terms/ });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("Please accept the terms");
  },
};

export const Dark: Story = {
  args: { defaultChecked: true },
  globals: { theme: "dark" },
};
