import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Input } from "./input";

const meta = {
  title: "UI/Input",
  component: Input,
  args: {
    "aria-label": "Email",
    placeholder: "name@example.com",
    size: "md",
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
    type: { control: "select", options: ["text", "email", "number", "search", "url"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "jane@example.com");
    await expect(input).toHaveValue("jane@example.com");
    await expect(args.onChange).toHaveBeenCalledTimes("jane@example.com".length);
    await expect(input).toHaveAttribute("data-slot", "input");
  },
};

export const Filled: Story = {
  args: { defaultValue: "jane@example.com" },
};

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "jane@example.com" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x", { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Invalid: the border turns destructive from `aria-invalid`. */
export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "jane@" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeInvalid();
  },
};

/** Keyboard focus shows the ring. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { defaultValue: "jane@example.com" },
  globals: { theme: "dark" },
};
