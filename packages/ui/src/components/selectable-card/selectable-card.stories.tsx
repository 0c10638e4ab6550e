import type { Meta, StoryObj } from "@storybook/react-vite";
import { HeartPulse, Stethoscope } from "lucide-react";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "../button";
import { Field } from "../field";
import { SelectableCard, SelectableCardGroup } from "./selectable-card";

function AccountTypeCards(props: React.ComponentProps<typeof SelectableCardGroup>) {
  return (
    <SelectableCardGroup aria-label="Select Your Type of Account:" {...props}>
      <SelectableCard
        value="client"
        icon={<HeartPulse />}
        title="Client"
        description="Real answers for your symptoms, right when they happen."
      />
      <SelectableCard
        value="practitioner"
        icon={<Stethoscope />}
        title="Practitioner"
        description="An AI-powered partner for fast, evidence-based menopause care."
      />
    </SelectableCardGroup>
  );
}

const meta = {
  title: "UI/SelectableCard",
  component: SelectableCardGroup,
  args: {
    columns: 2,
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    columns: { control: "select", options: [1, 2, 3] },
    disabled: { control: "boolean" },
    value: { control: "select", options: ["client", "practitioner"] },
  },
  render: (args) => <AccountTypeCards {...args} />,
} satisfies Meta<typeof SelectableCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a card chooses it; the title names it and the description describes it. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Select Your Type of Account:" })).toBeVisible();
    const practitioner = canvas.getByRole("radio", { name: "Practitioner" });
    await expect(practitioner).toHaveAccessibleDescription(
      "An AI-powered partner for fast, evidence-based menopause care.",
    );
    await userEvent.click(practitioner);
    await expect(await canvas.findByRole("radio", { name: "Practitioner", checked: true })).toBe(
      practitioner,
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith("practitioner");
    await expect(canvas.getByRole("radio", { name: "Client" })).not.toBeChecked();
  },
};

export const Chosen: Story = {
  args: { defaultValue: "client" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Client" })).toBeChecked();
  },
};

/** Keyboard: Tab reaches the group, arrow keys move and choose, only one card is chosen. */
export const Keyboard: Story = {
  args: { defaultValue: "client" },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Client" })).toHaveFocus();
    // Radix chooses the radio that receives focus while an arrow key is held, as a user's key is.
    await userEvent.keyboard("{ArrowRight>}");
    await expect(await canvas.findByRole("radio", { name: "Practitioner", checked: true })).toHaveFocus();
    await userEvent.keyboard("{/ArrowRight}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("practitioner");
    await expect(canvas.getAllByRole("radio", { checked: true })).toHaveLength(1);
  },
};

/** The registration step: Proceed is enabled only once a card is chosen. */
export const WithProceed: Story = {
  render: (args) => {
    function AccountType() {
      const [value, setValue] = React.useState("");
      return (
        <div className="grid max-w-2xl gap-6">
          <AccountTypeCards
            {...args}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              args.onValueChange?.(next);
            }}
          />
          <Button disabled={!value}>Proceed</Button>
        </div>
      );
    }
    return <AccountType />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Proceed" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: "Client" }));
    await expect(await canvas.findByRole("button", { name: "Proceed" })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "client" },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** In a group Field with the spec's error. */
export const WithError: Story = {
  render: (args) => (
    <Field group label="Select Your Type of Account:" error="Account type is required" required>
      <SelectableCardGroup {...args}>
        <SelectableCard value="client" title="Client" description="Real answers for your symptoms." />
        <SelectableCard value="practitioner" title="Practitioner" description="An AI-powered partner." />
      </SelectableCardGroup>
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /Select Your Type of Account/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("Account type is required");
  },
};

/** Without icons. */
export const TextOnly: Story = {
  render: (args) => (
    <SelectableCardGroup aria-label="Plan" defaultValue="professional" {...args}>
      <SelectableCard value="starter" title="Starter" description="$0.00 per month · up to 3 clients" />
      <SelectableCard
        value="professional"
        title="Professional (Most Popular)"
        description="$39.00 USD per month · 50 clients"
      />
    </SelectableCardGroup>
  ),
};

/** Stacked on narrow screens. */
export const Mobile: Story = {
  args: { defaultValue: "practitioner" },
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  args: { defaultValue: "practitioner" },
  globals: { theme: "dark" },
};
