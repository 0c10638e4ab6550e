import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Field } from "../field";
import { MultiSelect, type MultiSelectOption } from "./multi-select";

const schools: MultiSelectOption[] = [
  { value: "ifm", label: "Institute for Functional Medicine (IFM)" },
  { value: "iin", label: "Institute for Integrative Nutrition (IIN)" },
  { value: "fmca", label: "Functional Medicine Coaching Academy" },
  { value: "nta", label: "Nutritional Therapy Association" },
  { value: "bauman", label: "Bauman College" },
  { value: "kripalu", label: "Kripalu School of Ayurveda" },
  { value: "other", label: "Other" },
];

/** Open stories get room below the box so the canvas screenshot includes the portalled list. */
function roomForList(Story: () => React.ReactNode) {
  return (
    <div className="min-h-96 max-w-sm">
      <Story />
    </div>
  );
}

const meta = {
  title: "UI/MultiSelect",
  component: MultiSelect,
  args: {
    options: schools,
    "aria-label": "Schools you trained with",
    placeholder: "Choose schools",
    searchPlaceholder: "Search schools…",
    size: "md",
    disabled: false,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    max: { control: { type: "number", min: 1 } },
    options: { control: "object" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing keeps the list open; each chosen value becomes a chip with a remove button. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("combobox", { name: "Schools you trained with" });
    await expect(trigger).toHaveTextContent("Choose schools");
    await userEvent.click(trigger);
    const listbox = await body.findByRole("listbox");
    await expect(listbox).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.click(body.getByRole("option", { name: "Institute for Functional Medicine (IFM)" }));
    await userEvent.click(body.getByRole("option", { name: "Bauman College" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["ifm", "bauman"]);
    await expect(body.getByRole("option", { name: "Bauman College" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(body.getByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole("button", { name: "Remove Institute for Functional Medicine (IFM)" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Remove Bauman College" })).toHaveAttribute(
      "type",
      "button",
    );
    await expect(trigger).toHaveTextContent("Add more");
  },
};

export const Filled: Story = {
  args: { defaultValue: ["ifm", "iin", "kripalu"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Chosen" }).children).toHaveLength(3);
  },
};

/** A chip's remove button takes the value out and returns focus to the trigger. */
export const RemoveChip: Story = {
  args: { defaultValue: ["ifm", "iin"] },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "Remove Institute for Integrative Nutrition (IIN)" }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["ifm"]);
    await waitFor(() =>
      expect(
        canvas.queryByRole("button", { name: "Remove Institute for Integrative Nutrition (IIN)" }),
      ).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole("combobox", { name: "Schools you trained with" })).toHaveFocus();
  },
};

/** Keyboard: ArrowDown opens, arrows move, Enter toggles (twice un-chooses), Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("combobox", { name: "Schools you trained with" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const search = await body.findByRole("combobox", { name: "Search options" });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["iin"]);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** At `max` the options not chosen are disabled. */
export const MaxReached: Story = {
  args: { max: 2, defaultValue: ["ifm", "nta"], defaultOpen: true },
  decorators: [roomForList],
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(await body.findByRole("option", { name: "Bauman College" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(body.getByRole("option", { name: "Nutritional Therapy Association" })).not.toHaveAttribute(
      "aria-disabled",
    );
    await userEvent.click(body.getByRole("option", { name: "Bauman College" }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A search that matches nothing says 'No matches found'. */
export const NoMatches: Story = {
  args: { defaultOpen: true },
  decorators: [roomForList],
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole("combobox", { name: "Search options" }), "herbal");
    await expect(await body.findByRole("status")).toHaveTextContent("No matches found");
  },
};

export const Open: Story = {
  args: { defaultValue: ["iin"], defaultOpen: true },
  decorators: [roomForList],
  play: async () => {
    const body = within(document.body);
    await expect(
      await body.findByRole("option", { name: "Institute for Integrative Nutrition (IIN)" }),
    ).toHaveAttribute("aria-selected", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ["ifm"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Schools you trained with" })).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: "Remove Institute for Functional Medicine (IFM)" }),
    ).toBeDisabled();
  },
};

/** In a Field with an error. */
export const WithError: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Schools you trained with" error="Please choose at least one school" required>
      <MultiSelect {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: /Schools you trained with/ });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("Please choose at least one school");
  },
};

export const Mobile: Story = {
  args: { defaultValue: ["ifm", "iin", "fmca", "kripalu"] },
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  ...Open,
  globals: { theme: "dark" },
};
