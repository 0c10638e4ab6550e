import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Field } from "../field";
import { Combobox, type ComboboxOption } from "./combobox";

const practitionerTypes: ComboboxOption[] = [
  { value: "np", label: "Nurse Practitioner (NP)" },
  { value: "pa", label: "Physician Assistant (PA)" },
  { value: "rn", label: "Registered Nurse (RN)" },
  { value: "md", label: "Medical Doctor (MD)", keywords: ["physician"] },
  { value: "do", label: "Doctor of Osteopathy (DO)" },
  { value: "pelvic-pt", label: "Pelvic floor PT" },
  { value: "lcsw", label: "Licensed Clinical Social Worker (LCSW)" },
  { value: "midwife", label: "Midwife" },
  { value: "chiropractor", label: "Chiropractor", disabled: true },
  { value: "other", label: "Other (please specify)" },
];

/** Open stories get room below the trigger so the canvas screenshot includes the portalled list. */
function roomForList(Story: () => React.ReactNode) {
  return (
    <div className="min-h-96 max-w-xs">
      <Story />
    </div>
  );
}

const meta = {
  title: "UI/Combobox",
  component: Combobox,
  args: {
    options: practitionerTypes,
    "aria-label": "Clinical & Licensed Healthcare Providers",
    placeholder: "Choose your credential",
    searchPlaceholder: "Search credentials…",
    size: "md",
    disabled: false,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    disabled: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
    options: { control: "object" },
    emptyText: { control: "text" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, search, move with the arrows and choose with Enter; focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("combobox", { name: "Clinical & Licensed Healthcare Providers" });
    await expect(trigger).toHaveTextContent("Choose your credential");
    await userEvent.click(trigger);
    const search = await body.findByRole("combobox", { name: "Search options" });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, "nurse");
    const listbox = body.getByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("rn");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Registered Nurse (RN)");
    await expect(trigger).toHaveFocus();
  },
};

/** A search that matches nothing says 'No matches found' (and announces it). */
export const NoMatches: Story = {
  args: { defaultOpen: true },
  decorators: [roomForList],
  play: async ({ args }) => {
    const body = within(document.body);
    const search = await body.findByRole("combobox", { name: "Search options" });
    await userEvent.type(search, "astrologer");
    await expect(await body.findByRole("status")).toHaveTextContent("No matches found");
    await expect(body.queryAllByRole("option")).toHaveLength(0);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: "midwife" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: /Clinical/ })).toHaveTextContent("Midwife");
  },
};

/** Open with a value: the chosen option is checked and highlighted; disabled ones are skipped. */
export const Open: Story = {
  args: { defaultValue: "md", defaultOpen: true },
  decorators: [roomForList],
  play: async () => {
    const body = within(document.body);
    const chosen = await body.findByRole("option", { name: "Medical Doctor (MD)" });
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    const search = body.getByRole("combobox", { name: "Search options" });
    await expect(search).toHaveAttribute("aria-activedescendant", chosen.id);
    await expect(body.getByRole("option", { name: "Chiropractor" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Keyboard only: ArrowDown opens, arrows move (skipping disabled options), Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("combobox", { name: /Clinical/ });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const search = await body.findByRole("combobox", { name: "Search options" });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      body.getByRole("option", { name: "Midwife" }).id,
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Typing on the closed trigger opens the list and starts the search with that letter. */
export const TypeToSearch: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    canvas.getByRole("combobox", { name: /Clinical/ }).focus();
    await userEvent.keyboard("m");
    const search = await body.findByRole("combobox", { name: "Search options" });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveValue("m");
    await expect((search as HTMLInputElement).selectionStart).toBe(1);
    await userEvent.keyboard("idw");
    await expect(search).toHaveValue("midw");
    await waitFor(() => expect(body.getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("midwife");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "np" },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: /Clinical/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** In a Field: named by its label, invalid and described by the error. */
export const WithError: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Clinical & Licensed Healthcare Providers" error="Please choose a credential" required>
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: /Clinical & Licensed Healthcare Providers/ });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("Please choose a credential");
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  ...NoMatches,
  globals: { theme: "dark" },
};
