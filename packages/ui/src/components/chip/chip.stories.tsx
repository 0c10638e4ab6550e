import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import { Field } from "../field";
import { Input } from "../input";
import { Chip, ChipGroup, ChipGroupItem, ChipPill } from "./chip";

const focusAreas = [
  "Perimenopause & Menopause",
  "Gut Health",
  "Thyroid & Autoimmune",
  "Weight & Metabolic Health",
  "Blood Sugar & Insulin Resistance",
  "Fertility & Hormones",
  "Chronic Fatigue / Long COVID",
  "Anxiety & Sleep",
  "Mold / Lyme / MCAS",
  "Inflammation & Pain",
  "Postpartum / Pelvic Floor",
  "Cancer Support",
  "Other",
];

function FocusAreaChips({
  defaultValue = [],
  onValueChange,
}: {
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}) {
  return (
    <ChipGroup
      aria-label="What are your primary focus areas?"
      max={5}
      perRow={3}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
    >
      {focusAreas.map((area) => (
        <ChipGroupItem key={area} value={area}>
          {area}
        </ChipGroupItem>
      ))}
    </ChipGroup>
  );
}

const meta = {
  title: "UI/Chip",
  component: Chip,
  args: {
    children: "Gut Health",
    size: "md",
    disabled: false,
    onPressedChange: fn(),
  },
  argTypes: {
    size: { control: "select", options: ["sm", "md", "lg"] },
    pressed: { control: "boolean" },
    disabled: { control: "boolean" },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single chip is a toggle button: pressing it flips `aria-pressed`. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole("button", { name: "Gut Health" });
    await expect(chip).toHaveAttribute("type", "button");
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(chip);
    await expect(await canvas.findByRole("button", { name: "Gut Health", pressed: true })).toBe(chip);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Gut Health" })).toBeDisabled();
  },
};
/** Selected: filled with the primary colour. */
export const Selected: Story = { args: { defaultPressed: true } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Chip {...args} size="sm" />
      <Chip {...args} size="md" defaultPressed />
      <Chip {...args} size="lg" />
    </div>
  ),
};

/** The focus-area chips: rows of up to 3; choosing reports every chosen value. */
export const Group: Story = {
  render: (args) => <FocusAreaChips onValueChange={args.onPressedChange as (value: string[]) => void} />,
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "What are your primary focus areas?" });
    const rows = group.querySelectorAll("[data-slot=chip-group-row]");
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row.children.length).toBeLessThanOrEqual(3);
    await userEvent.click(canvas.getByRole("button", { name: "Gut Health" }));
    await userEvent.click(canvas.getByRole("button", { name: "Anxiety & Sleep" }));
    await expect(await canvas.findByRole("button", { name: "Anxiety & Sleep", pressed: true })).toBeVisible();
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(["Gut Health", "Anxiety & Sleep"]);
  },
};

/** At the maximum (5) the unchosen chips are disabled; un-choosing one enables them again. */
export const MaxReached: Story = {
  render: (args) => (
    <FocusAreaChips
      defaultValue={focusAreas.slice(0, 4)}
      onValueChange={args.onPressedChange as (value: string[]) => void}
    />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fertility & Hormones" }));
    await expect(args.onPressedChange).toHaveBeenLastCalledWith([
      ...focusAreas.slice(0, 4),
      "Fertility & Hormones",
    ]);
    await expect(await canvas.findByRole("button", { name: "Cancer Support" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("group")).toHaveAttribute("data-max-reached"));
    const unchosen = canvas.getAllByRole("button", { pressed: false });
    await expect(unchosen).toHaveLength(focusAreas.length - 5);
    for (const chip of unchosen) await expect(chip).toBeDisabled();
    for (const chip of canvas.getAllByRole("button", { pressed: true })) await expect(chip).toBeEnabled();

    await userEvent.click(canvas.getByRole("button", { name: "Gut Health" }));
    await expect(await canvas.findByRole("button", { name: "Cancer Support" })).toBeEnabled();
  },
};

/** Arrow keys move between chips; Space toggles. */
export const Keyboard: Story = {
  render: (args) => <FocusAreaChips onValueChange={args.onPressedChange as (value: string[]) => void} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Perimenopause & Menopause" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Gut Health" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await canvas.findByRole("button", { name: "Gut Health", pressed: true })).toHaveFocus();
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(["Gut Health"]);
  },
};

/** Custom entries as removable pills, as the 'Other' niche becomes one. */
export const RemovablePills: Story = {
  render: (args) => {
    function CustomNiches() {
      const [niches, setNiches] = React.useState(["Menopause nutrition", "Sleep coaching"]);
      const [draft, setDraft] = React.useState("");
      return (
        <div className="grid max-w-md gap-3">
          <div className="flex flex-wrap gap-2" data-testid="pills">
            {niches.map((niche) => (
              <ChipPill
                key={niche}
                onRemove={() => {
                  setNiches((current) => current.filter((item) => item !== niche));
                  (args.onPressedChange as (value: boolean) => void)(false);
                }}
              >
                {niche}
              </ChipPill>
            ))}
          </div>
          <Field label="Please specify your niche">
            <Input value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Field>
          <Button
            variant="outline"
            disabled={!draft.trim() || niches.length >= 3}
            onClick={() => {
              setNiches((current) => [...current, draft.trim()]);
              setDraft("");
            }}
          >
            Add niche
          </Button>
        </div>
      );
    }
    return <CustomNiches />;
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Please specify your niche" }),
      "Hormone testing",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Add niche" }));
    await expect(await canvas.findByText("Hormone testing")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Sleep coaching" }));
    await waitFor(() => expect(canvas.queryByText("Sleep coaching")).not.toBeInTheDocument());
    await expect(args.onPressedChange).toHaveBeenCalledTimes(1);
    await expect(within(canvas.getByTestId("pills")).getAllByRole("button")).toHaveLength(2);
  },
};

/** A pill without `onRemove` is a plain label. */
export const StaticPill: Story = {
  render: () => <ChipPill>Menopause nutrition</ChipPill>,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  render: () => <FocusAreaChips defaultValue={["Gut Health", "Anxiety & Sleep"]} />,
  globals: { viewport: { value: "mobile" } },
};

export const Dark: Story = {
  render: () => (
    <div className="grid gap-4">
      <FocusAreaChips defaultValue={focusAreas.slice(0, 5)} />
      <div className="flex gap-2">
        <ChipPill onRemove={() => undefined}>Menopause nutrition</ChipPill>
      </div>
    </div>
  ),
  globals: { theme: "dark" },
};
