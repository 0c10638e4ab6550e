import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

type DemoProps = {
  /** The list's look. */
  variant?: "pill" | "line";
  /** Lay the tabs out in a row or a column. */
  orientation?: "horizontal" | "vertical";
  /** Choose a tab on focus (automatic) or only on Enter or Space (manual). */
  activationMode?: "automatic" | "manual";
  /** The tab chosen at first. */
  defaultValue?: string;
  /** Called with the chosen tab's value. */
  onValueChange?: (value: string) => void;
  /** Disable the 'Archived' tab. */
  archivedDisabled?: boolean;
};

function TabsDemo({
  variant,
  orientation,
  activationMode,
  defaultValue,
  onValueChange,
  archivedDisabled,
}: DemoProps) {
  return (
    <Tabs
      defaultValue={defaultValue}
      orientation={orientation}
      activationMode={activationMode}
      onValueChange={onValueChange}
      className="max-w-md"
    >
      <TabsList variant={variant} aria-label="Content library">
        <TabsTrigger value="drafts">Drafts</TabsTrigger>
        <TabsTrigger value="review">In review</TabsTrigger>
        <TabsTrigger value="published">Published</TabsTrigger>
        <TabsTrigger value="archived" disabled={archivedDisabled}>
          Archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="drafts">3 drafts waiting for your edits.</TabsContent>
      <TabsContent value="review">2 items with reviewers.</TabsContent>
      <TabsContent value="published">14 published items.</TabsContent>
      <TabsContent value="archived">No archived items.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: "UI/Tabs",
  component: TabsDemo,
  subcomponents: { Tabs, TabsList, TabsTrigger, TabsContent },
  args: {
    variant: "pill",
    orientation: "horizontal",
    activationMode: "automatic",
    defaultValue: "drafts",
    archivedDisabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["pill", "line"] },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    activationMode: { control: "inline-radio", options: ["automatic", "manual"] },
    defaultValue: { control: "select", options: ["drafts", "review", "published", "archived"] },
  },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a tab to show its panel; arrow keys move along the tabs and choose them. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("tablist", { name: "Content library" })).toBeVisible();
    await expect(canvas.getByRole("tabpanel", { name: "Drafts" })).toHaveTextContent("3 drafts");
    await userEvent.click(canvas.getByRole("tab", { name: "Published" }));
    await expect(await canvas.findByRole("tabpanel", { name: "Published" })).toHaveTextContent(
      "14 published",
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith("published");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(await canvas.findByRole("tab", { name: "In review", selected: true })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("review");
  },
};

/** Tab goes from the chosen tab into its panel; Home and End reach the ends of the list. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Drafts" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(await canvas.findByRole("tab", { name: "Archived", selected: true })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(await canvas.findByRole("tab", { name: "Drafts", selected: true })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Drafts" })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus; Enter chooses. */
export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Drafts" }));
    await userEvent.keyboard("{ArrowRight}");
    const review = canvas.getByRole("tab", { name: "In review" });
    await expect(review).toHaveFocus();
    await expect(review).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("tab", { name: "In review", selected: true })).toBe(review);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("review");
  },
};

export const Line: Story = { args: { variant: "line", defaultValue: "review" } };

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { archivedDisabled: true, defaultValue: "published" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Archived" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("tab", { name: "Published" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(await canvas.findByRole("tab", { name: "Drafts", selected: true })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.click(canvas.getByRole("tab", { name: "Drafts" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(await canvas.findByRole("tab", { name: "In review", selected: true })).toHaveFocus();
  },
};

export const VerticalLine: Story = { args: { orientation: "vertical", variant: "line" } };

export const Dark: Story = {
  globals: { theme: "dark" },
};

export const DarkLine: Story = {
  args: { variant: "line" },
  globals: { theme: "dark" },
};
