import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { Label } from "../label";
import { Switch } from "./switch";

const meta = {
  title: "UI/Switch",
  component: Switch,
  args: {
    id: "switch-story",
    size: "md",
    disabled: false,
    onCheckedChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    checked: { control: "boolean" },
    disabled: { control: "boolean" },
  },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <Label htmlFor={args.id}>Two-factor sign-in</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click or Space toggles it. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Two-factor sign-in" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await canvas.findByRole("switch", { checked: true })).toBe(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(await canvas.findByRole("switch", { checked: false })).toBe(toggle);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Two-factor sign-in" })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Two-factor sign-in" })).toBeDisabled();
  },
};

export const Small: Story = { args: { size: "sm", defaultChecked: true } };

/** In a horizontal Field with a description. */
export const InField: Story = {
  args: { id: undefined },
  render: (args) => (
    <Field
      orientation="horizontal"
      label="Two-factor sign-in"
      description="We text you a code each time you sign in."
    >
      <Switch {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Two-factor sign-in" })).toHaveAccessibleDescription(
      "We text you a code each time you sign in.",
    );
  },
};

export const Dark: Story = {
  args: { defaultChecked: true },
  globals: { theme: "dark" },
};
