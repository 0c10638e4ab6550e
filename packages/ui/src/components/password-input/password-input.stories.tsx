import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { PasswordInput } from "./password-input";

const meta = {
  title: "UI/PasswordInput",
  component: PasswordInput,
  args: {
    "aria-label": "Create password",
    autoComplete: "new-password",
    size: "md",
    disabled: false,
    onVisibleChange: fn(),
    onChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
    visible: { control: "boolean" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle shows and hides the password; its name and pressed state follow. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector("input");
    if (!input) throw new Error("the password input should render");
    await userEvent.type(input, "s3cret-pass");
    await expect(input).toHaveAttribute("type", "password");
    await expect(args.onChange).toHaveBeenCalled();

    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAttribute("type", "button");
    await userEvent.click(toggle);

    const hide = await canvas.findByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await expect(await canvas.findByRole("textbox", { name: "Create password" })).toHaveValue("s3cret-pass");
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(hide);
    await expect(await canvas.findByRole("button", { name: "Show password" })).toBeInTheDocument();
    await expect(input).toHaveAttribute("type", "password");
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Filled: Story = {
  args: { defaultValue: "s3cret-pass" },
};

/** Toggled: the password shown as text, the toggle now offering to hide it. */
export const Shown: Story = {
  args: { defaultValue: "s3cret-pass" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    const toggle = await canvas.findByRole("button", { name: "Hide password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("textbox", { name: "Create password" })).toHaveValue("s3cret-pass");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "s3cret-pass" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Show password" })).toBeDisabled();
  },
};

/** Inside a Field with an error: the input is invalid and described by the message. */
export const WithError: Story = {
  args: { "aria-label": undefined, defaultValue: "short" },
  render: (args) => (
    <Field label="Create password" error="Password must be at least 8 characters" required>
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Create password/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Password must be at least 8 characters");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Password must be at least 8 characters");
    await expect(canvas.getByRole("button", { name: "Show password" })).toHaveAttribute(
      "aria-controls",
      input.id,
    );
  },
};

export const Large: Story = { args: { size: "lg", defaultValue: "s3cret-pass" } };

export const Dark: Story = {
  ...Shown,
  globals: { theme: "dark" },
};
