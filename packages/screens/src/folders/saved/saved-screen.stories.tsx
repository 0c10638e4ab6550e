import { FOLDER_ERRORS, FOLDER_MESSAGES } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import {
  chatHref,
  DEEP_ID,
  HRT_ID,
  libraryHref,
  MOOD_ID,
  moodDetails,
  nestedFolders,
  NIGHTS_ID,
  savedAnswer,
  savedArticle,
  SLEEP_ID,
  sleepDetails,
  withdrawnArticle,
} from "../folders.fixtures";
import type { FolderActionResult } from "../shared/folder-dialogs";
import { SavedScreen } from "./saved-screen";

const done = () => fn(async (): Promise<FolderActionResult> => ({ ok: true }));

const meta = {
  title: "Screens/Folders/Saved",
  component: SavedScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    status: "ready",
    folders: nestedFolders,
    selectedFolderId: SLEEP_ID,
    details: { status: "ready", data: sleepDetails },
    onSelectFolder: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onCreateFolder: fn(async (): Promise<FolderActionResult> => ({ ok: true, id: MOOD_ID })),
    onRenameFolder: done(),
    onMoveFolder: done(),
    onDeleteFolder: done(),
    onRenameItem: done(),
    onUpdateNote: done(),
    onMoveItem: done(),
    onDeleteItem: done(),
    libraryHref,
    chatHref,
  },
} satisfies Meta<typeof SavedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** A dialog of the page, once its opening animation has let it show. */
async function openDialog(element: HTMLElement, role: "dialog" | "alertdialog", name: string) {
  const dialog = await bodyOf(element).findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A change the server refuses the first time (with `message`) and does the next. */
function refusedOnce(message: string) {
  let calls = 0;
  return fn(async (): Promise<FolderActionResult> => {
    calls += 1;
    return calls === 1 ? { ok: false, message } : { ok: true };
  });
}

/** Nested folders; the chosen one shows a saved answer (with its citations and the note) and an article. */
export const Nested: Story = {
  play: async ({ canvas }) => {
    const tree = canvas.getByRole("tree", { name: "Your folders" });
    const items = within(tree).getAllByRole("treeitem");
    await expect(items.map((item) => item.getAttribute("aria-level"))).toEqual(["1", "1", "1", "2", "3"]);
    const sleep = within(tree).getByRole("treeitem", { name: "Sleep" });
    await expect(sleep).toHaveAttribute("aria-selected", "true");
    await expect(sleep).toHaveAttribute("aria-expanded", "true");
    await expect(sleep).toHaveAttribute("tabindex", "0");
    const list = canvas.getByRole("list", { name: "Saved in 'Sleep'" });
    const answer = within(list).getByRole("article", { name: "What helps with night sweats?" });
    await expect(within(answer).getAllByRole("link", { name: "[1]" })[0]).toHaveAttribute(
      "href",
      "/library/night-sweats",
    );
    const sources = within(answer).getByRole("list", { name: "Sources" });
    await expect(within(sources).getByRole("link", { name: /Hormone therapy explained/ })).toHaveAttribute(
      "href",
      "/library/hrt-explained",
    );
    await expect(within(answer).getByText(/Ask about HRT at the May appointment/)).toBeVisible();
    await expect(within(answer).getByRole("link", { name: "Open the chat" })).toHaveAttribute(
      "href",
      `/ask/${savedAnswer.chatId}`,
    );
    const article = within(list).getByRole("article", { name: "Sleep and the menopause" });
    await expect(within(article).getByRole("link", { name: "Sleep and the menopause" })).toHaveAttribute(
      "href",
      "/library/sleep-and-menopause",
    );
  },
};

/** No folders yet: the way to make the first one. */
export const Empty: Story = {
  args: { folders: [], selectedFolderId: null, details: null },
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { name: "No folders yet" })).toBeVisible();
    canvas.getByRole("button", { name: "Create your first folder" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await openDialog(canvasElement, "dialog", "New folder");
    await user.type(within(dialog).getByRole("textbox", { name: "Folder name" }), "Sleep");
    await user.keyboard("{Enter}");
    await expect(args.onCreateFolder).toHaveBeenCalledWith("Sleep", null);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** The chosen folder holds nothing yet. */
export const EmptyFolder: Story = {
  args: { selectedFolderId: MOOD_ID, details: { status: "ready", data: moodDetails } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Mood" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Nothing saved here yet" })).toBeVisible();
  },
};

/** A saved article that has left the library stays, marked as no longer there, without a link. */
export const WithdrawnItem: Story = {
  args: {
    selectedFolderId: HRT_ID,
    details: {
      status: "ready",
      data: { ...moodDetails, folder: nestedFolders[0]!, items: [withdrawnArticle], total: 1 },
    },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article", { name: "An older article on HRT" });
    await expect(within(article).queryByRole("link")).not.toBeInTheDocument();
    await expect(within(article).getByText(/no longer in the library/)).toBeVisible();
  },
};

/** The tree by keyboard: Down and Up move, Left closes a folder, Right opens it, Enter chooses. */
export const KeyboardTree: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    const tree = canvas.getByRole("tree", { name: "Your folders" });
    const item = (name: string) => within(tree).getByRole("treeitem", { name });
    item("Sleep").focus();
    await user.keyboard("{ArrowDown}");
    await expect(item("Nights")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    await expect(item("Nights")).toHaveAttribute("aria-expanded", "false");
    await expect(within(tree).queryByRole("treeitem", { name: "Deep sleep" })).not.toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    await expect(item("Sleep")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    await expect(item("Sleep")).toHaveAttribute("aria-expanded", "false");
    await expect(within(tree).queryByRole("treeitem", { name: "Nights" })).not.toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    await expect(item("Sleep")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowDown}");
    await expect(item("Deep sleep")).toHaveFocus();
    await user.keyboard("{Home}");
    await expect(item("HRT questions")).toHaveFocus();
    await user.keyboard("{End}");
    await expect(item("Deep sleep")).toHaveFocus();
    await user.keyboard("{Enter}");
    await expect(args.onSelectFolder).toHaveBeenCalledWith(DEEP_ID);
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp} ");
    await expect(args.onSelectFolder).toHaveBeenLastCalledWith(MOOD_ID);
  },
};

/** F2 renames the folder in the tree; Enter saves, and the focus comes back to the folder. */
export const Renaming: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    const tree = canvas.getByRole("tree", { name: "Your folders" });
    within(tree).getByRole("treeitem", { name: "Nights" }).focus();
    await user.keyboard("{F2}");
    const input = await canvas.findByRole("textbox", { name: "New name for 'Nights'" });
    await expect(input).toHaveFocus();
    await user.clear(input);
    await user.keyboard("   ");
    await user.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(FOLDER_MESSAGES.nameRequired);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(args.onRenameFolder).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, "Night sweats{Enter}");
    await expect(args.onRenameFolder).toHaveBeenCalledWith(NIGHTS_ID, "Night sweats");
    await waitFor(() => expect(within(tree).getByRole("treeitem", { name: "Nights" })).toHaveFocus());
    await expect(await canvas.findByText("Renamed the folder to 'Night sweats'.")).toHaveAttribute(
      "role",
      "status",
    );
  },
};

/** A name a sibling folder has already: the server's message shows in the tree, and the name stays editable. */
export const RenameTaken: Story = {
  args: {
    onRenameFolder: fn(async () => ({
      ok: false as const,
      message: FOLDER_ERRORS.nameTaken,
      fieldErrors: { name: FOLDER_ERRORS.nameTaken },
    })),
  },
  play: async ({ canvas, userEvent: user }) => {
    const tree = canvas.getByRole("tree", { name: "Your folders" });
    within(tree).getByRole("treeitem", { name: "Mood" }).focus();
    await user.keyboard("{F2}");
    const input = await canvas.findByRole("textbox", { name: "New name for 'Mood'" });
    await user.clear(input);
    await user.type(input, "sleep{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(FOLDER_ERRORS.nameTaken);
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** A new folder inside the chosen one, from the folder's menu; an empty name gets the contract's message. */
export const NewFolderInside: Story = {
  args: { onCreateFolder: fn(async () => ({ ok: true as const, id: DEEP_ID })) },
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Folder actions for 'Sleep'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "New folder inside" }));
    const dialog = await openDialog(canvasElement, "dialog", "New folder in 'Sleep'");
    await user.click(within(dialog).getByRole("button", { name: "Create folder" }));
    const name = within(dialog).getByRole("textbox", { name: "Folder name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(FOLDER_MESSAGES.nameRequired);
    await user.type(name, "Naps{Enter}");
    await expect(args.onCreateFolder).toHaveBeenCalledWith("Naps", SLEEP_ID);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSelectFolder).toHaveBeenCalledWith(DEEP_ID);
  },
};

/** Moving a folder with the keyboard: the picker leaves out the folder itself and the folders inside it. */
export const MovingFolder: Story = {
  parameters: { visual: { target: "page" } },
  args: { selectedFolderId: NIGHTS_ID, details: { status: "loading" } },
  play: async ({ canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Folder actions for 'Nights'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Move to…" }));
    const dialog = await openDialog(canvasElement, "dialog", "Move 'Nights' to…");
    const picker = within(dialog).getByRole("tree", { name: "Folders to move to" });
    await expect(within(picker).getByRole("treeitem", { name: "Nights" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(within(picker).getByRole("treeitem", { name: "Deep sleep" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // Its own parent is where it is already.
    await expect(within(picker).getByRole("treeitem", { name: "Sleep" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(within(dialog).getByRole("button", { name: "Move here" })).toBeDisabled();
    within(picker).getByRole("treeitem", { name: "Top level" }).focus();
    await user.keyboard("{ArrowDown}{Enter}");
    await expect(within(picker).getByRole("treeitem", { name: "HRT questions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(within(dialog).getByRole("button", { name: "Move here" })).toBeEnabled();
  },
};

/** Move here moves the folder; a refusal from the server shows in the dialog. */
export const MoveFolderConfirmed: Story = {
  args: {
    selectedFolderId: NIGHTS_ID,
    details: { status: "loading" },
    onMoveFolder: refusedOnce(FOLDER_ERRORS.tooDeep),
  },
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Folder actions for 'Nights'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Move to…" }));
    const dialog = await openDialog(canvasElement, "dialog", "Move 'Nights' to…");
    within(dialog).getByRole("treeitem", { name: "Top level" }).focus();
    await user.keyboard("{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Move here" }));
    await expect(args.onMoveFolder).toHaveBeenCalledWith(NIGHTS_ID, null);
    await expect(await within(dialog).findByText(FOLDER_ERRORS.tooDeep)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Move here" }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Moved 'Nights' to the top level.")).toHaveAttribute(
      "role",
      "status",
    );
    await waitFor(() =>
      expect(within(canvas.getByRole("tree")).getByRole("treeitem", { name: "Nights" })).toHaveFocus(),
    );
  },
};

/** An item's Move to… (the keyboard way): choose the folder, Move here. */
export const MovingItem: Story = {
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Actions for 'Sleep and the menopause'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Move to…" }));
    const dialog = await openDialog(canvasElement, "dialog", "Move 'Sleep and the menopause' to…");
    const picker = within(dialog).getByRole("tree", { name: "Folders to move to" });
    await expect(within(picker).getByRole("treeitem", { name: "Sleep" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    within(picker).getByRole("treeitem", { name: "HRT questions" }).focus();
    await user.keyboard("{End}{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Move here" }));
    await expect(args.onMoveItem).toHaveBeenCalledWith(savedArticle, DEEP_ID);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Moved 'Sleep and the menopause' to 'Deep sleep'.")).toHaveAttribute(
      "role",
      "status",
    );
  },
};

/** Dragging an item by its grip onto a folder in the tree moves it there. */
export const DragItemToFolder: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const article = canvas.getByRole("article", { name: "Sleep and the menopause" });
    const grip = article.querySelector<HTMLElement>('[title="Drag to a folder"]')!;
    const target = within(canvas.getByRole("tree")).getByRole("treeitem", { name: "Mood" });
    const row = target;
    const from = grip.getBoundingClientRect();
    const to = row.getBoundingClientRect();
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + 40, y: to.y + to.height / 2 };
    await user.pointer([
      { keys: "[MouseLeft>]", target: grip, coords: { clientX: start.x, clientY: start.y } },
      { target: grip, coords: { clientX: start.x + 10, clientY: start.y + 10 } },
      { target: canvasElement, coords: { clientX: (start.x + end.x) / 2, clientY: (start.y + end.y) / 2 } },
      { target: row, coords: { clientX: end.x, clientY: end.y } },
      { target: row, coords: { clientX: end.x + 1, clientY: end.y } },
    ]);
    await waitFor(() => expect(row).toHaveAttribute("data-over", "true"));
    await user.pointer({ keys: "[/MouseLeft]", target: row, coords: { clientX: end.x + 1, clientY: end.y } });
    await waitFor(() => expect(args.onMoveItem).toHaveBeenCalledWith(savedArticle, MOOD_ID));
    await expect(await canvas.findByText("Moved 'Sleep and the menopause' to 'Mood'.")).toBeVisible();
  },
};

/** Delete asks first, saying what goes with the folder. */
export const Deleting: Story = {
  parameters: { visual: { target: "page" } },
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Folder actions for 'Sleep'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Delete" }));
    const dialog = await openDialog(
      canvasElement,
      "alertdialog",
      "Delete 'Sleep' and the 2 folders and 3 items in it?",
    );
    await expect(within(dialog).getByText(/cannot be undone/)).toBeVisible();
    await expect(args.onDeleteFolder).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("button", { name: "Keep" })).toBeVisible();
  },
};

/** Confirming deletes the folder; Keep would have kept it. */
export const DeleteConfirmed: Story = {
  args: {
    selectedFolderId: HRT_ID,
    details: { status: "ready", data: { ...sleepDetails, folder: nestedFolders[0]! } },
  },
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Folder actions for 'HRT questions'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Delete" }));
    const dialog = await openDialog(
      canvasElement,
      "alertdialog",
      "Delete 'HRT questions' and the 2 items in it?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete folder" }));
    await expect(args.onDeleteFolder).toHaveBeenCalledWith(HRT_ID);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Deleted 'HRT questions'.")).toHaveAttribute("role", "status");
  },
};

/** An item's note: added from its menu, saved with Save note; too long a note gets the contract's message. */
export const EditNote: Story = {
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Actions for 'Sleep and the menopause'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Add a note" }));
    const note = await canvas.findByRole("textbox", { name: "Your note" });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, "Read before bed");
    await user.click(canvas.getByRole("button", { name: "Save note" }));
    await expect(args.onUpdateNote).toHaveBeenCalledWith(savedArticle, "Read before bed");
    await waitFor(() => expect(canvas.queryByRole("textbox", { name: "Your note" })).not.toBeInTheDocument());
  },
};

/** An item renamed from its menu. */
export const RenameItem: Story = {
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Actions for 'What helps with night sweats?'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Rename" }));
    const name = await canvas.findByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Night sweats{Enter}");
    await expect(args.onRenameItem).toHaveBeenCalledWith(savedAnswer, "Night sweats");
  },
};

/** Deleting an item asks first. */
export const DeleteItem: Story = {
  play: async ({ args, canvasElement, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Actions for 'What helps with night sweats?'" }));
    await user.click(await bodyOf(canvasElement).findByRole("menuitem", { name: "Delete" }));
    const dialog = await openDialog(canvasElement, "alertdialog", "Delete 'What helps with night sweats?'?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDeleteItem).toHaveBeenCalledWith(savedAnswer);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

/** While the folders load. */
export const Loading: Story = {
  args: { status: "loading", folders: [], details: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading your folders" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The folders could not be loaded: the server's message and Try again. */
export const ApiError: Story = {
  args: {
    status: "error",
    folders: [],
    details: null,
    loadError: "Something went wrong on our side. Please try again.",
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Your folders could not be loaded")).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The chosen folder's items load. */
export const FolderLoading: Story = {
  args: { details: { status: "loading" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the folder" })).toBeVisible();
  },
};

/** The chosen folder's items could not be loaded. */
export const FolderError: Story = {
  args: { details: { status: "error", error: "Check your connection and try again.", onRetry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This folder could not be loaded")).toBeVisible();
  },
};

/** At 375 px the tree comes first and the folder's items below it, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: {
    selectedFolderId: NIGHTS_ID,
    details: {
      status: "ready",
      data: { ...sleepDetails, folder: nestedFolders[3]!, path: [{ id: SLEEP_ID, name: "Sleep" }] },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const tree = canvas.getByRole("tree", { name: "Your folders" });
    const panel = canvas.getByRole("region", { name: "Nights" });
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(tree.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(panel).toHaveTextContent("Inside Sleep");
  },
};
