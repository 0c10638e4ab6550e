import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Textarea } from "./textarea";

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  args: {
    "aria-label": "Notes",
    placeholder: "Enter document title",
    size: "md",
    resize: "vertical",
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    resize: { control: "select", options: ["none", "vertical", "auto"] },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At least 80 px tall; typing calls `onChange`. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes" });
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThanOrEqual(80);
    await userEvent.type(textarea, "Hot flushes at night");
    await expect(textarea).toHaveValue("Hot flushes at night");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      "Sleep has been broken for three weeks. Hot flushes mostly between 2 and 4 am, with racing heart afterwards.",
  },
};

/** Grows with its content. */
export const AutoResize: Story = {
  args: { resize: "auto", defaultValue: "One\nTwo\nThree\nFour\nFive\nSix" },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Notes" });
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(80);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Read only while saving" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Notes" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Notes" })).toBeInvalid();
  },
};

export const Dark: Story = {
  ...Filled,
  globals: { theme: "dark" },
};
