import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { Field } from "../field";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";

const clientCounts = ["0-5", "6-15", "16-30", "31-50", "50+"];

/** Open stories get room below the trigger so the canvas screenshot includes the portalled menu. */
function roomForMenu(Story: () => React.ReactNode) {
  return (
    <div className="min-h-72 max-w-xs">
      <Story />
    </div>
  );
}

function narrow(Story: () => React.ReactNode) {
  return (
    <div className="max-w-xs">
      <Story />
    </div>
  );
}

/**
 * An open Select is modal: Radix hides everything outside the menu from assistive technology
 * (`aria-hidden`, marked `data-aria-hidden`) and holds focus in the menu, so the hidden trigger
 * cannot be reached. axe still reports it as focusable content inside `aria-hidden`, so only the
 * containers Radix hid are left out of that one rule.
 */
const openMenuA11y = {
  config: {
    rules: [{ id: "aria-hidden-focus", selector: '[aria-hidden="true"]:not([data-aria-hidden])' }],
  },
};

const meta = {
  title: "UI/Select",
  component: Select,
  args: {
    disabled: false,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    disabled: { control: "boolean" },
    value: { control: "select", options: ["", ...clientCounts] },
  },
  decorators: [narrow],
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Recent clients">
        <SelectValue placeholder="Choose a range" />
      </SelectTrigger>
      <SelectContent>
        {clientCounts.map((count) => (
          <SelectItem key={count} value={count}>
            {count}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with the keyboard, move, choose with Enter; focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("combobox", { name: "Recent clients" });
    await expect(trigger).toHaveTextContent("Choose a range");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await body.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(clientCounts.length);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("6-15");
    await expect(trigger).toHaveTextContent("6-15");
    await expect(trigger).toHaveFocus();
  },
};

/** Starts empty (the placeholder shows) and can be reset to empty with `value=""`. */
export const EmptyInitialValue: Story = {
  render: (args) => {
    function Controlled() {
      const [value, setValue] = React.useState("");
      return (
        <div className="grid gap-3">
          <Select
            {...args}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              args.onValueChange?.(next);
            }}
          >
            <SelectTrigger aria-label="Target clients">
              <SelectValue placeholder="Choose a range" />
            </SelectTrigger>
            <SelectContent>
              {clientCounts.map((count) => (
                <SelectItem key={count} value={count}>
                  {count}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button variant="outline" size="sm" onClick={() => setValue("")}>
            Clear
          </Button>
        </div>
      );
    }
    return <Controlled />;
  },
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole("combobox", { name: "Target clients" });
    await expect(trigger).toHaveAttribute("data-placeholder");
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "31-50" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("31-50");
    await waitFor(() => expect(trigger).toHaveTextContent("31-50"));
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(trigger).toHaveTextContent("Choose a range"));
    await expect(trigger).toHaveAttribute("data-placeholder");
  },
};

export const Filled: Story = {
  args: { defaultValue: "16-30" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Recent clients" })).toHaveTextContent("16-30");
  },
};

/** Open, with the chosen option checked. */
export const Open: Story = {
  args: { defaultValue: "16-30", defaultOpen: true },
  decorators: [roomForMenu],
  parameters: { a11y: openMenuA11y },
  play: async () => {
    const option = await within(document.body).findByRole("option", { name: "16-30" });
    await expect(option).toHaveAttribute("aria-selected", "true");
  },
};

/** Typing on the closed trigger jumps to a match; the typed text resets after 1 s. */
export const TypeAhead: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Recent clients" });
    trigger.focus();
    await userEvent.keyboard("16");
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("16-30"));
    // After a second's pause a new search starts instead of extending "16".
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard("3");
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("31-50"));
    await expect(trigger).toHaveTextContent("31-50");
  },
};

/** A long list stays 10 px inside the viewport and scrolls. */
export const LongList: Story = {
  args: { defaultOpen: true },
  decorators: [roomForMenu],
  parameters: { a11y: openMenuA11y },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Time zone">
        <SelectValue placeholder="Choose a time zone" />
      </SelectTrigger>
      <SelectContent>
        {Array.from({ length: 40 }, (_, index) => {
          const offset = index - 12;
          const label = `UTC${offset >= 0 ? "+" : "−"}${Math.abs(offset)}:00 (zone ${index + 1})`;
          return (
            <SelectItem key={label} value={String(index)}>
              {label}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  ),
  play: async () => {
    const listbox = await within(document.body).findByRole("listbox");
    await waitFor(() => {
      const rect = listbox.getBoundingClientRect();
      return expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight - 10);
    });
  },
};

/** Options in labelled groups. */
export const Groups: Story = {
  args: { defaultOpen: true },
  decorators: [roomForMenu],
  parameters: { a11y: openMenuA11y },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Credential">
        <SelectValue placeholder="Choose a credential" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Clinical</SelectLabel>
          <SelectItem value="np">NP</SelectItem>
          <SelectItem value="md">MD</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Holistic</SelectLabel>
          <SelectItem value="health-coach">Health coach</SelectItem>
          <SelectItem value="herbalist" disabled>
            Herbalist
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByRole("group", { name: "Clinical" })).toBeVisible();
    await expect(body.getByRole("option", { name: "Herbalist" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "0-5" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Recent clients" })).toBeDisabled();
  },
};

/** In a Field with an error: the trigger is named by the label, invalid and described. */
export const WithError: Story = {
  render: (args) => (
    <Field label="How many clients do you see now?" error="Please choose a range" required>
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a range" />
        </SelectTrigger>
        <SelectContent>
          {clientCounts.map((count) => (
            <SelectItem key={count} value={count}>
              {count}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: /How many clients/ });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("Please choose a range");
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  ...Open,
  globals: { theme: "dark" },
};
