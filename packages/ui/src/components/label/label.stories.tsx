import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Input } from "../input";
import { Label } from "./label";

const meta = {
  title: "UI/Label",
  component: Label,
  args: {
    children: "Full name",
    htmlFor: "label-story-input",
    size: "md",
    required: false,
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md"] },
    required: { control: "boolean" },
  },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="label-story-input" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the label focuses its control. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("Full name"));
    await expect(await canvas.findByRole("textbox", { name: "Full name" })).toHaveFocus();
  },
};

/** The asterisk is visual only; the control carries the required state. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const marker = canvas.getByText("*");
    await expect(marker).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: "sm" } };

/** A label before a disabled control (a `peer`) is dimmed with it. */
export const Disabled: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col-reverse gap-2">
      <Input id="label-story-disabled" className="peer" disabled defaultValue="Jane Doe" />
      <Label {...args} htmlFor="label-story-disabled" />
    </div>
  ),
};
