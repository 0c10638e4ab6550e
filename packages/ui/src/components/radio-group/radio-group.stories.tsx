import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Field } from "../field";
import { Label } from "../label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const options = [
  { value: "labs", label: "Labs" },
  { value: "supplements", label: "Supplements" },
  { value: "both", label: "Both" },
  { value: "neither", label: "Neither" },
];

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: {
    "aria-label": "Do you work with labs or supplements?",
    orientation: "vertical",
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: "select", options: ["vertical", "horizontal"] },
    disabled: { control: "boolean" },
    value: { control: "select", options: options.map((option) => option.value) },
  },
  render: (args) => (
    <RadioGroup {...args}>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem value={option.value} id={`radio-${option.value}`} />
          <Label htmlFor={`radio-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to choose; arrow keys move the choice. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole("radiogroup", { name: "Do you work with labs or supplements?" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Labs" }));
    await expect(await canvas.findByRole("radio", { name: "Labs", checked: true })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("labs");
    // Radix checks the radio that receives focus while an arrow key is held, as a user's key is.
    await userEvent.keyboard("{ArrowDown>}");
    await expect(await canvas.findByRole("radio", { name: "Supplements", checked: true })).toHaveFocus();
    await userEvent.keyboard("{/ArrowDown}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("supplements");
  },
};

export const Chosen: Story = {
  args: { defaultValue: "both" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Both" })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: "labs" } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "labs" },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** In a group Field: the Field's label names the group; its error describes it. */
export const WithError: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field group label="Do you work with labs or supplements?" error="Please choose an answer" required>
      <RadioGroup {...args}>
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`radio-error-${option.value}`} />
            <Label htmlFor={`radio-error-${option.value}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /Do you work with labs or supplements/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAccessibleDescription("Please choose an answer");
  },
};

export const Dark: Story = {
  args: { defaultValue: "supplements" },
  globals: { theme: "dark" },
};
