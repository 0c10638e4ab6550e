import { FOLDER_ERRORS, FOLDER_LIMITS, FOLDER_MESSAGES } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { MOOD_ID, nestedFolders, NIGHTS_ID, savedHref, SLEEP_ID } from "../folders.fixtures";
import type { FolderActionResult } from "../shared/folder-dialogs";
import { SaveToFolderDialog } from "./save-to-folder-dialog";

const meta = {
  title: "Screens/Folders/SaveToFolderDialog",
  component: SaveToFolderDialog,
  parameters: { layout: "padded", visual: { target: "page" } },
  afterEach: restPage,
  args: {
    open: true,
    onOpenChange: fn(),
    what: "Sleep and the menopause",
    status: "ready",
    folders: nestedFolders,
    onRetry: fn(),
    onCreateFolder: fn(async (): Promise<FolderActionResult> => ({ ok: true, id: MOOD_ID })),
    onSave: fn(async (): Promise<FolderActionResult> => ({ ok: true })),
    savedHref,
  },
} satisfies Meta<typeof SaveToFolderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The person's folders as a tree to choose from. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("heading", { name: "Save to a folder" })).toBeVisible();
    const tree = within(dialog).getByRole("tree", { name: "Your folders" });
    await expect(within(tree).getAllByRole("treeitem")).toHaveLength(5);
  },
};

/** Choosing with the keyboard and saving with a note; then where it is saved, with a link. */
export const Saved: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole("treeitem", { name: "Sleep" }).focus();
    await user.keyboard("{ArrowDown}{Enter}");
    await expect(within(dialog).getByRole("treeitem", { name: "Nights" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "For the bedroom");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledWith(NIGHTS_ID, "For the bedroom");
    const title = await within(dialog).findByRole("heading", { name: "Saved" });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(within(dialog).getByText("'Sleep and the menopause' is saved in 'Nights'.")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Open 'Nights'" })).toHaveAttribute(
      "href",
      `/saved?folder=${NIGHTS_ID}`,
    );
  },
};

/** Save without a folder chosen says to choose one. */
export const ChooseFirst: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Choose a folder, or make a new one.",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A new folder made inline is chosen at once; an empty name gets the contract's message. */
export const NewFolderInline: Story = {
  args: { folders: [] },
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("You have no folders yet: make one here.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "New folder" }));
    const name = within(dialog).getByRole("textbox", { name: "New folder's name" });
    await waitFor(() => expect(name).toHaveFocus());
    await user.click(within(dialog).getByRole("button", { name: "Create folder" }));
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(FOLDER_MESSAGES.nameRequired);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await user.type(name, "Sleep{Enter}");
    await expect(args.onCreateFolder).toHaveBeenCalledWith("Sleep");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledWith(MOOD_ID, undefined);
  },
};

/** A folder name taken, from the server: its message under the name. */
export const NewFolderTaken: Story = {
  args: {
    onCreateFolder: fn(async () => ({
      ok: false as const,
      message: FOLDER_ERRORS.nameTaken,
      fieldErrors: { name: FOLDER_ERRORS.nameTaken },
    })),
  },
  play: async ({ canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await user.click(within(dialog).getByRole("button", { name: "New folder" }));
    await user.type(within(dialog).getByRole("textbox", { name: "New folder's name" }), "sleep{Enter}");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(FOLDER_ERRORS.nameTaken);
  },
};

/** Already saved somewhere: the dialog says where. */
export const AlreadySaved: Story = {
  args: { savedIn: [{ folderId: SLEEP_ID, folderName: "Sleep" }] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("Already saved in 'Sleep'.")).toBeVisible();
  },
};

/** Saving failed: the server's message, and the choice kept to try again. */
export const SaveError: Story = {
  args: {
    onSave: fn(async () => ({ ok: false as const, message: FOLDER_ERRORS.nothingToSave })),
  },
  play: async ({ canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole("treeitem", { name: "Sleep" }).focus();
    await user.keyboard("{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(await within(dialog).findByText(FOLDER_ERRORS.nothingToSave)).toBeVisible();
    await expect(within(dialog).getByRole("treeitem", { name: "Sleep" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** A note longer than the limit gets the contract's message. */
export const NoteTooLong: Story = {
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole("treeitem", { name: "Mood" }).focus();
    await user.keyboard("{Enter}");
    const note = within(dialog).getByRole("textbox", { name: "Note (optional)" });
    await user.click(note);
    await user.paste("x".repeat(FOLDER_LIMITS.noteMax + 1));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(FOLDER_MESSAGES.noteTooLong);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While the folders load. */
export const Loading: Story = {
  args: { status: "loading", folders: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status", { name: "Loading your folders" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

/** The folders could not be loaded. */
export const LoadError: Story = {
  args: { status: "error", folders: [], loadError: "Check your connection and try again." },
  play: async ({ args, canvasElement, userEvent: user }) => {
    const dialog = await dialogOf(canvasElement);
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At 375 px the dialog fills the screen, with the back arrow labelled 'Close modal'. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Close modal" })).toBeVisible();
    await expect(within(dialog).getByRole("tree", { name: "Your folders" })).toBeVisible();
  },
};
