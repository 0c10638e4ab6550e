import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { PhoneInput } from "./phone-input";

const meta = {
  title: "UI/PhoneInput",
  component: PhoneInput,
  args: {
    "aria-label": "Phone number",
    placeholder: "+1 (555) 000-0000",
    size: "md",
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
    value: { control: "text" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a North American number masks it as `+1 (XXX) XXX-XXXX`; `onChange` gets digits only. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await expect(input).toHaveAttribute("type", "tel");
    await userEvent.type(input, "14155550123");
    await expect(input).toHaveValue("+1 (415) 555-0123");
    await expect(args.onChange).toHaveBeenLastCalledWith("14155550123");
  },
};

/** Masked: a stored number shown with the mask. */
export const Masked: Story = {
  args: { defaultValue: "14155550123" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Phone number" })).toHaveValue("+1 (415) 555-0123");
  },
};

/** Ten digits are a North American number: `+1` is shown in front, and `onChange` gets the ten digits. */
export const WithoutCountryCode: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(input, "5551234567");
    await expect(input).toHaveValue("+1 (555) 123-4567");
    await expect(args.onChange).toHaveBeenLastCalledWith("5551234567");
    // The shown +1 is not a digit of the number: backspace removes the last digit typed…
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith("555123456");
    await expect(input).toHaveValue("+1 (555) 123-456");
    // …and a digit typed at the start goes in front of the typed digits.
    (input as HTMLInputElement).setSelectionRange(4, 4);
    await userEvent.keyboard("2");
    await expect(args.onChange).toHaveBeenLastCalledWith("2555123456");
    await expect(input).toHaveValue("+1 (255) 512-3456");
  },
};

/** International numbers show as `+`, the country code and the groups of their country's format. */
export const International: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(input, "+44 7911 123456");
    await expect(await canvas.findByDisplayValue("+44 7911 123456")).toBe(input);
    await expect(args.onChange).toHaveBeenLastCalledWith("447911123456");
  },
};

/** A three-digit country code is kept whole (Ireland, +353). */
export const ThreeDigitCountryCode: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(input, "353871234567");
    await expect(await canvas.findByDisplayValue("+353 87 123 4567")).toBe(input);
    await expect(args.onChange).toHaveBeenLastCalledWith("353871234567");
  },
};

/** Letters and punctuation are dropped and no more than 15 digits are kept. */
export const DigitsOnly: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(input, "49abc151-2345-6789-01234");
    await expect(args.onChange).toHaveBeenLastCalledWith("491512345678901");
    await expect(await canvas.findByDisplayValue("+49 151 23 45678901")).toBe(input);
  },
};

/** Backspace over a mask character removes the digit before it. */
export const DeleteThroughMask: Story = {
  args: { defaultValue: "14155550123" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await userEvent.click(input);
    // Put the caret just after the ")" of "+1 (415) 555-0123".
    (input as HTMLInputElement).setSelectionRange(8, 8);
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith("1415550123");
    await expect(input).toHaveValue("+1 (415) 550-123");
  },
};

/** Inside a Field with the spec's message. */
export const WithError: Story = {
  args: { "aria-label": undefined, defaultValue: "1415555" },
  render: (args) => (
    <Field label="Phone number" error="Phone number is too short" required>
      <PhoneInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Phone number/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Phone number is too short");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "14155550123" },
};

export const Mobile: Story = {
  args: { defaultValue: "447911123456" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue("+44 7911 123456")).toBeVisible();
  },
};
