import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Input } from "../input";
import { Textarea } from "../textarea";
import { Field } from "./field";

const meta = {
  title: "UI/Field",
  component: Field,
  args: {
    label: "Email",
    description: "We send your verification link here.",
    error: "",
    required: false,
    disabled: false,
    orientation: "vertical",
    children: <Input type="email" placeholder="name@example.com" />,
  },
  argTypes: {
    label: { control: "text" },
    description: { control: "text" },
    error: { control: "text" },
    required: { control: "boolean" },
    disabled: { control: "boolean" },
    orientation: { control: "select", options: ["vertical", "horizontal"] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and the description describes it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAccessibleDescription("We send your verification link here.");
    await expect(input).not.toBeInvalid();
    await userEvent.click(canvas.getByText("Email"));
    await expect(input).toHaveFocus();
  },
};

/** Required: an asterisk (hidden from assistive technology) and `aria-required` on the control. */
export const Required: Story = {
  args: { required: true, description: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Error: shown with `role="alert"`, tied by `aria-describedby`; the control is `aria-invalid`. */
export const WithError: Story = {
  args: {
    required: true,
    error: "The email format is incorrect",
    children: <Input type="email" defaultValue="jane@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The email format is incorrect");
    await expect(input).toBeInvalid();
    await expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
    await expect(input).toHaveAccessibleDescription(
      "We send your verification link here. The email format is incorrect",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="jane@example.com" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeDisabled();
  },
};

/** Any control works: a function child receives the props to spread on it. */
export const RenderProp: Story = {
  args: {
    label: "ZIP code",
    description: undefined,
    error: "ZIP code is required",
    required: true,
    children: (control) => (
      <input
        {...control}
        inputMode="numeric"
        maxLength={5}
        className="h-10 w-32 rounded-md border border-input bg-background px-3 text-sm aria-invalid:border-destructive"
      />
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "ZIP code" });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription("ZIP code is required");
  },
};

export const WithTextarea: Story = {
  args: {
    label: "Notes",
    description: "Optional.",
    children: <Textarea placeholder="Anything your practitioner should know" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Notes" })).toHaveAccessibleDescription("Optional.");
  },
};

export const Mobile: Story = {
  ...WithError,
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: "dark" },
};
