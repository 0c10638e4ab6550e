import { CARE_ERRORS, CARE_MESSAGES, CONTENT_ATTACHMENT_MESSAGES, type HandoutRequest } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import {
  handoutAttachments,
  handouts,
  handoutsHref,
  HOT_FLUSHES_ITEM_ID,
  hotFlushesItemBody,
  libraryResults,
  libraryResultsForHotFlashes,
} from "../handouts/care-handouts.fixtures";
import { HandoutEditorScreen, type HandoutEditorScreenProps } from "./handout-editor-screen";
import {
  handoutEditorValuesFrom,
  useHandoutEditorForm,
  type UseHandoutEditorFormOptions,
} from "./use-handout-editor-form";

type HandoutEditorStoryProps = Omit<
  HandoutEditorScreenProps,
  "values" | "errors" | "errorFocusKey" | "onChange" | "onSubmit"
> &
  UseHandoutEditorFormOptions & {
    /** Save with valid values: the request the API takes. */
    onSave: (data: HandoutRequest) => void;
  };

/**
 * The screen with its form hook, as the web app's route wires it: choosing a library item fills
 * in the item's title, text and link, as the route does once it has fetched the item.
 */
function HandoutEditorStory({
  initialValues,
  initialErrors,
  onSave,
  onPickLibraryItem,
  ...props
}: HandoutEditorStoryProps) {
  const form = useHandoutEditorForm({ initialValues, initialErrors });
  return (
    <HandoutEditorScreen
      {...props}
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSubmit={form.handleSubmit((data) => onSave(data))}
      onPickLibraryItem={(id) => {
        onPickLibraryItem(id);
        const item = libraryResults.find((result) => result.id === id);
        if (item) {
          form.reset({
            title: item.title,
            body: id === HOT_FLUSHES_ITEM_ID ? hotFlushesItemBody : `# ${item.title}\n\n${item.summary}`,
            source: { id: item.id, title: item.title },
          });
        }
      }}
    />
  );
}

const sleep = handouts[0]!;
const flushes = handouts[1]!;

const meta = {
  title: "Screens/Care/HandoutEditor",
  component: HandoutEditorStory,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    mode: "new",
    handoutsHref,
    onSave: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onLibrarySearch: fn(),
    onPickLibraryItem: fn(),
    onRetry: fn(),
    onAttachmentAdd: fn(),
    onAttachmentRemove: fn(),
    onAttachmentOpen: fn(),
  },
} satisfies Meta<typeof HandoutEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new handout: empty, with the library search to start from an item. No Delete yet. */
export const New: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "New handout" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Start from a library item" })).toBeVisible();
    await expect(canvas.getByText("0 of 50,000 characters")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Attachments" })).toBeVisible();
    await expect(
      canvas.getByText("Save the handout first: files can be attached once it is saved."),
    ).toBeVisible();
    await expect(
      canvas.queryByRole("button", { name: /Add a PDF, PNG or JPEG file/ }),
    ).not.toBeInTheDocument();
    await user.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A saved handout shared with one client: they read what is saved. Saving sends the request. */
export const Editing: Story = {
  args: { mode: "edit", initialValues: handoutEditorValuesFrom(flushes), sharedWith: flushes.sharedWith },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit handout" })).toBeVisible();
    await expect(
      canvas.getByText(/Shared with 1 client: they read the handout as you save it/),
    ).toBeVisible();
    const title = canvas.getByRole("textbox", { name: /^Title/ });
    await expect(title).toHaveValue(flushes.title);
    await expect(canvas.getByText(`${flushes.body.length} of 50,000 characters`)).toBeVisible();
    await user.type(title, " (updated)");
    canvas.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith({
      title: `${flushes.title} (updated)`,
      body: flushes.body,
      sourceContentId: null,
    });
  },
};

/** Made from a library item: the link shows, and Remove link keeps the text. */
export const FromLibraryItem: Story = {
  args: { mode: "edit", initialValues: handoutEditorValuesFrom(sleep), sharedWith: sleep.sharedWith },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { name: "From the library: Sleep and the menopause" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("search")).not.toBeInTheDocument();
    canvas.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ sourceContentId: sleep.source!.id }),
    );

    await user.click(canvas.getByRole("button", { name: "Remove link" }));
    await expect(await canvas.findByRole("search", { name: "Library items" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Title/ })).toHaveValue(sleep.title);
    canvas.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ sourceContentId: null }));
  },
};

/** Searching the library lists published items; choosing one fills in the handout from it. */
export const LibrarySearch: Story = {
  args: { libraryQuery: "menopause", libraryResults },
  play: async ({ args, canvas, userEvent: user }) => {
    const search = canvas.getByRole("searchbox", { name: "Search the library" });
    await user.clear(search);
    await user.type(search, "hot flushes{Enter}");
    await expect(args.onLibrarySearch).toHaveBeenCalledWith("hot flushes");

    const list = canvas.getByRole("list", { name: "Published library items" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(libraryResults.length);
    await user.click(canvas.getByRole("button", { name: "Use this item 'Hot flushes: what helps'" }));
    await expect(args.onPickLibraryItem).toHaveBeenCalledWith(HOT_FLUSHES_ITEM_ID);
    await expect(
      await canvas.findByRole("heading", { name: "From the library: Hot flushes: what helps" }),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Title/ })).toHaveValue("Hot flushes: what helps");
  },
};

/**
 * The search's results in the API's order (the most relevant first), the words that matched
 * highlighted in each title and summary.
 */
export const LibrarySearchMatches: Story = {
  args: { libraryQuery: "hot flashes", libraryResults: libraryResultsForHotFlashes },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Published library items" });
    const [first, second] = within(list).getAllByRole("listitem");
    await expect(first).toHaveTextContent(/^Hot flushes: what helps/);
    await expect(second).toHaveTextContent(/^Sleep and the menopause/);
    await expect([...first!.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Hot",
      "flushes",
      "hot",
      "flushes",
    ]);
    await expect(second!.querySelector("mark")).toBeNull();
  },
};

/** The Preview tab shows the text as clients will read it, rendered and sanitised. */
export const Preview: Story = {
  args: { initialValues: { title: "Hot flushes: what helps", body: hotFlushesItemBody } },
  play: async ({ canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("tab", { name: "Preview" }));
    const preview = await canvas.findByRole("region", { name: "Preview" });
    await expect(
      await within(preview).findByRole("heading", { level: 2, name: "Hot flushes: what helps" }),
    ).toBeVisible();
    await expect(within(preview).getByRole("heading", { level: 3, name: "What can help" })).toBeVisible();
    await expect(within(preview).getByText("Keep a fan by your bed.")).toBeVisible();
  },
};

/** Save with nothing written: the contract's messages under both fields, the title focused. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    canvas.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(CARE_MESSAGES.handoutTitleRequired)).toBeVisible();
    await expect(canvas.getByText(CARE_MESSAGES.handoutBodyRequired)).toBeVisible();
    const title = canvas.getByRole("textbox", { name: /^Title/ });
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("textbox", { name: /^Text/ })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(title).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    await user.type(title, "Sleep");
    await expect(canvas.queryByText(CARE_MESSAGES.handoutTitleRequired)).not.toBeInTheDocument();
    await expect(canvas.getByText(CARE_MESSAGES.handoutBodyRequired)).toBeVisible();
  },
};

/** Saving: Save keeps its size with a spinner; Cancel waits. */
export const Submitting: Story = {
  args: { mode: "edit", initialValues: handoutEditorValuesFrom(flushes), submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** A failed save keeps what was typed; the server's field message shows on its field. */
export const ApiError: Story = {
  args: {
    mode: "edit",
    initialValues: handoutEditorValuesFrom(flushes),
    apiError: "The handout could not be saved. Check your connection and try again.",
    initialErrors: { title: CARE_MESSAGES.handoutTitleTooLong },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be saved/)).toBeVisible();
    const title = canvas.getByRole("textbox", { name: /^Title/ });
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveValue(flushes.title);
  },
};

/** Delete asks first, then calls back. */
export const Deleting: Story = {
  args: { mode: "edit", initialValues: handoutEditorValuesFrom(flushes) },
  parameters: { visual: { target: "page" } },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Delete" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole("heading", { name: `Delete '${flushes.title}'?` })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A saved handout's files: listed with name and size, each downloaded or removed; more can be added. */
export const WithAttachments: Story = {
  args: {
    mode: "edit",
    initialValues: handoutEditorValuesFrom(sleep),
    sharedWith: sleep.sharedWith,
    attachments: handoutAttachments,
  },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText("243 KB")).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Download sleep-diary.pdf" }));
    await expect(args.onAttachmentOpen).toHaveBeenCalledWith(handoutAttachments[0]);
    canvas.getByRole("button", { name: "Remove bedroom-checklist.png" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onAttachmentRemove).toHaveBeenCalledWith(handoutAttachments[1]);

    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    const file = new File(["%PDF-1.4"], "breathing.pdf", { type: "application/pdf" });
    await user.upload(input, file);
    await expect(args.onAttachmentAdd).toHaveBeenCalledWith(file);
  },
};

/** A file still uploading: said, and the drop zone waits. */
export const UploadingAttachment: Story = {
  args: {
    mode: "edit",
    initialValues: handoutEditorValuesFrom(sleep),
    attachments: [handoutAttachments[0]!],
    uploadingFileName: "bedroom-checklist.png",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Uploading bedroom-checklist.png…");
    await expect(canvas.getByRole("button", { name: /Add a PDF, PNG or JPEG file/ })).toBeDisabled();
  },
};

/** The server refused the file (its type, its size or one too many): its message shows. */
export const UploadError: Story = {
  args: {
    mode: "edit",
    initialValues: handoutEditorValuesFrom(sleep),
    attachments: handoutAttachments,
    attachmentError: CONTENT_ATTACHMENT_MESSAGES.type,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(CONTENT_ATTACHMENT_MESSAGES.type);
    await expect(canvas.getByRole("list", { name: "Attachments" })).toBeVisible();
  },
};

/** Ten files: the drop zone waits and says why. */
export const AttachmentsFull: Story = {
  args: {
    mode: "edit",
    initialValues: handoutEditorValuesFrom(sleep),
    attachments: Array.from({ length: 10 }, (_, index) => ({
      ...handoutAttachments[0]!,
      id: `7d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e${String(index + 10)}`,
      fileName: `week-${index + 1}.pdf`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CARE_ERRORS.handoutAttachmentsTooMany)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Add a PDF, PNG or JPEG file/ })).toBeDisabled();
  },
};

/** While the handout loads. */
export const Loading: Story = {
  args: { mode: "edit", loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the handout" })).toBeVisible();
  },
};

/** The handout could not be loaded. */
export const LoadError: Story = {
  args: { mode: "edit", loadError: "Check your connection and try again." },
  play: async ({ args, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such handout: deleted, or never the practitioner's. */
export const NotFound: Story = {
  args: { mode: "edit", notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Handout not found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Handouts" })).toHaveAttribute(
      "href",
      handoutsHref,
    );
  },
};

/** At 375 px: the fields take the width, the buttons stack. */
export const Mobile: Story = {
  args: { mode: "edit", initialValues: handoutEditorValuesFrom(sleep), sharedWith: sleep.sharedWith },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Edit handout" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Write" })).toHaveAttribute("aria-selected", "true");
  },
};
