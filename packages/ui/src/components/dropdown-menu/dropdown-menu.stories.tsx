import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, FolderInput, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./dropdown-menu";

type DemoProps = {
  /** 'Edit' chosen. */
  onEdit?: () => void;
  /** 'Duplicate' chosen. */
  onDuplicate?: () => void;
  /** A folder chosen in the 'Move to folder' submenu. */
  onMove?: (folder: string) => void;
  /** 'Delete' chosen. */
  onDelete?: () => void;
  /** 'Show archived' toggled. */
  onShowArchivedChange?: (checked: boolean) => void;
  /** A sort order chosen. */
  onSortChange?: (value: string) => void;
  /** Whether 'Show archived' is checked. */
  showArchived?: boolean;
  /** The chosen sort order. */
  sort?: "newest" | "oldest";
};

function MenuDemo({
  onEdit,
  onDuplicate,
  onMove,
  onDelete,
  onShowArchivedChange,
  onSortChange,
  showArchived = false,
  sort = "newest",
}: DemoProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <MoreHorizontal /> Actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Handout</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil /> Edit
            <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy /> Duplicate
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <FolderInput /> Move to folder
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {["Handouts", "Recipes", "Sleep"].map((folder) => (
                <DropdownMenuItem key={folder} onSelect={() => onMove?.(folder)}>
                  {folder}
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showArchived} onCheckedChange={onShowArchivedChange}>
          Show archived
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={onSortChange}>
          <DropdownMenuRadioItem value="newest">Newest first</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="oldest">Oldest first</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: "UI/DropdownMenu",
  component: MenuDemo,
  subcomponents: {
    DropdownMenu,
    DropdownMenuTrigger,
    DropdownMenuContent,
    DropdownMenuItem,
    DropdownMenuCheckboxItem,
    DropdownMenuRadioItem,
    DropdownMenuSubTrigger,
  },
  args: {
    onEdit: fn(),
    onDuplicate: fn(),
    onMove: fn(),
    onDelete: fn(),
    onShowArchivedChange: fn(),
    onSortChange: fn(),
    showArchived: false,
    sort: "newest",
  },
  argTypes: { sort: { control: "inline-radio", options: ["newest", "oldest"] } },
  globals: { viewport: { value: "desktop" } },
  // Room below the trigger so that the menu, rendered in a portal, falls inside the screenshot.
  decorators: [
    (Story) => (
      <div className="h-[26rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * While a (modal) menu is open Radix hides the rest of the page with aria-hidden and keeps focus in
 * the menu, so the trigger cannot be reached until the menu closes. axe only recognises that for
 * aria-modal dialogs and reports the hidden trigger; stories that end with the menu open turn that
 * one rule off.
 */
const menuLeftOpen = {
  a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
};

/** Choosing an item runs it, closes the menu and returns focus to the trigger. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Actions" });
    await userEvent.click(trigger);
    const menu = await body.findByRole("menu", { name: "Actions" });
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The menu open, as a screen shows it. */
export const Open: Story = {
  parameters: menuLeftOpen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const menu = await body.findByRole("menu", { name: "Actions" });
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(4);
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Show archived" })).not.toBeChecked();
    await expect(within(menu).getByRole("menuitemradio", { name: "Newest first" })).toBeChecked();
  },
};

/** Enter opens the menu on its first item; the arrows move; Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Actions" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu", { name: "Actions" });
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Duplicate" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Hovering 'Move to folder' opens its submenu (Radix's 100 ms hover). */
export const Submenu: Story = {
  parameters: menuLeftOpen,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const menu = await body.findByRole("menu", { name: "Actions" });
    const subTrigger = within(menu).getByRole("menuitem", { name: "Move to folder" });
    await expect(subTrigger).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.hover(subTrigger);
    const submenu = await body.findByRole("menu", { name: "Move to folder" });
    await expect(subTrigger).toHaveAttribute("aria-expanded", "true");
    await expect(within(submenu).getAllByRole("menuitem")).toHaveLength(3);
  },
};

/** ArrowRight opens the submenu from the keyboard and ArrowLeft closes it. */
export const SubmenuKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const menu = await body.findByRole("menu", { name: "Actions" });
    within(menu).getByRole("menuitem", { name: "Move to folder" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const submenu = await body.findByRole("menu", { name: "Move to folder" });
    await waitFor(() => expect(within(submenu).getByRole("menuitem", { name: "Handouts" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onMove).toHaveBeenCalledWith("Recipes");
    await waitFor(() => expect(body.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Checkbox and radio items report their new state. */
export const CheckboxAndRadioItems: Story = {
  args: { showArchived: true, sort: "oldest" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    let menu = await body.findByRole("menu", { name: "Actions" });
    const archived = within(menu).getByRole("menuitemcheckbox", { name: "Show archived" });
    await expect(archived).toBeChecked();
    await userEvent.click(archived);
    await expect(args.onShowArchivedChange).toHaveBeenCalledWith(false);

    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    menu = await body.findByRole("menu", { name: "Actions" });
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: "Newest first" }));
    await expect(args.onSortChange).toHaveBeenCalledWith("newest");
  },
};

/** The destructive item is marked and styled as such. */
export const DestructiveItem: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Actions" }));
    const menu = await body.findByRole("menu", { name: "Actions" });
    const remove = within(menu).getByRole("menuitem", { name: "Delete" });
    await expect(remove).toHaveAttribute("data-variant", "destructive");
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  ...Open,
  globals: { viewport: { value: "desktop" }, theme: "dark" },
};
