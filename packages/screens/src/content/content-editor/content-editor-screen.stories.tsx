import { CONTENT_MESSAGES, type ContentAttachment, type ContentDraft } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { ContentEditorScreen, type ContentEditorScreenProps } from "./content-editor-screen";
import { ContentEditorUnavailable } from "./content-editor-unavailable";
import {
  useContentEditorForm,
  type ContentEditorValues,
  type UseContentEditorFormOptions,
} from "./use-content-editor-form";

type ContentEditorStoryProps = Omit<
  ContentEditorScreenProps,
  "values" | "errors" | "errorFocusKey" | "onChange" | "onSave" | "onSubmitForReview"
> &
  UseContentEditorFormOptions & {
    /** Save draft with valid values. */
    onSaveDraft: (data: ContentDraft) => void;
    /** Submit for review with valid values and a source. */
    onSubmit: (data: ContentDraft) => void;
  };

/** The screen with its form hook, as the web app's routes wire it. */
function ContentEditorStory({
  initialValues,
  initialErrors,
  onSaveDraft,
  onSubmit,
  ...props
}: ContentEditorStoryProps) {
  const form = useContentEditorForm({ initialValues, initialErrors });
  return (
    <ContentEditorScreen
      {...props}
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSave={form.handleSubmit("save", (data) => onSaveDraft(data))}
      onSubmitForReview={form.handleSubmit("submit", (data) => onSubmit(data))}
    />
  );
}

const body = [
  "## What hot flushes are",
  "",
  "A hot flush is a sudden feeling of heat in the face, neck and chest. It often comes with sweating and a fast heartbeat. Most last a few minutes.",
  "",
  "## What can help",
  "",
  "- Wear layers you can take off.",
  "- Keep a fan by your bed.",
  "- Cut down on hot drinks and alcohol.",
  "",
  "Talk to your doctor if flushes keep you awake or stop you doing what you want to do.",
].join("\n");

const hardBody =
  "Vasomotor symptoms, characterised by episodic sensations of intense heat accompanied by perspiration and cutaneous vasodilatation, constitute the predominant presentation of the menopausal transition. Pharmacological management encompasses systemic oestrogen preparations alongside non-hormonal alternatives, including selective serotonin reuptake inhibitors and neurokinin antagonists.";

const filled: ContentEditorValues = {
  title: "Hot flushes: what helps",
  summary: "What hot flushes are, what makes them better, and when to talk to a doctor about them.",
  documentText: body,
  topics: ["hot-flushes-and-sweating", "non-hormonal-treatments"],
  audience: "clients",
  sources: [
    {
      title: "Menopause: identification and management (NG23)",
      publisher: "NICE",
      year: "2024",
      url: "https://www.nice.org.uk/guidance/ng23",
    },
  ],
  instructions: "Please check the advice on alcohol against the guideline.",
};

const attachments: ContentAttachment[] = [
  {
    id: "a1",
    fileName: "hot-flush-diary.pdf",
    contentType: "application/pdf",
    size: 184_320,
    createdAt: "2026-03-02T10:00:00.000Z",
  },
  {
    id: "a2",
    fileName: "cooling-tips.png",
    contentType: "image/png",
    size: 52_224,
    createdAt: "2026-03-02T10:05:00.000Z",
  },
];

const draft = {
  status: "raw",
  label: "draft",
  authorName: "Dr. Maya Rivera",
  canSubmit: true,
  canDelete: true,
} as const;

const meta = {
  title: "Screens/Content/ContentEditor",
  component: ContentEditorStory,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    libraryHref: "/content-manager/library",
    onSaveDraft: fn(),
    onSubmit: fn(),
    onDelete: fn(),
    onDiscardRestored: fn(),
    onAttachmentAdd: fn(),
    onAttachmentRemove: fn(),
    onAttachmentOpen: fn(),
  },
} satisfies Meta<typeof ContentEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new item: empty, saved as a draft first; files and Submit come once it is saved. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "New content item" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Title\b(?! of)/ })).toHaveAttribute(
      "placeholder",
      "Enter document title",
    );
    await expect(canvas.getByText("Attachments can be added once the draft is saved.")).toBeVisible();
    await expect(
      canvas.getByText("At least one source is needed to submit the item for review."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Delete draft" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Clients" })).toBeChecked();
  },
};

/** A draft with every part filled, at 1280 px: the text and its preview side by side. */
export const Filled: Story = {
  args: { ...draft, initialValues: filled, attachments },
  globals: { viewport: { value: "laptop" } },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Hot flushes: what helps" })).toBeVisible();
    await expect(canvas.getByText("Draft")).toBeVisible();
    await expect(canvas.getByText("Status: Raw")).toBeVisible();
    const preview = canvas.getByRole("region", { name: "Preview" });
    await expect(within(preview).getByText(/Keep a fan by your bed/)).toBeVisible();
    await expect(canvas.queryByRole("tab", { name: "Preview" })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Reading grade/)).toBeVisible();

    canvas.getByRole("button", { name: "Save draft" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSaveDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Hot flushes: what helps",
        sources: [expect.objectContaining({ year: 2024, url: "https://www.nice.org.uk/guidance/ng23" })],
      }),
    );
    canvas.getByRole("button", { name: "Submit for review" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Save with no title: the spec's message under the field, which is invalid and takes the focus. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    canvas.getByRole("button", { name: "Save draft" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(CONTENT_MESSAGES.titleRequired)).toBeVisible();
    const title = canvas.getByPlaceholderText("Enter document title");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(title).toHaveFocus());
    await expect(args.onSaveDraft).not.toHaveBeenCalled();

    await user.type(title, "Hot");
    await expect(canvas.queryByText(CONTENT_MESSAGES.titleRequired)).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(CONTENT_MESSAGES.titleTooShort)).toBeVisible();
  },
};

/** Submit needs a source: the message shows next to the list, and a row's wrong parts under them. */
export const SubmitNeedsSource: Story = {
  args: { ...draft, initialValues: { ...filled, sources: [] } },
  play: async ({ args, canvas, userEvent: user }) => {
    canvas.getByRole("button", { name: "Submit for review" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(CONTENT_MESSAGES.sourceRequiredToSubmit)).toBeVisible();
    const add = canvas.getByRole("button", { name: "Add a source" });
    await waitFor(() => expect(add).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await user.keyboard("{Enter}");
    await expect(canvas.queryByText(CONTENT_MESSAGES.sourceRequiredToSubmit)).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Title of source 1" })).toHaveFocus());
    await user.keyboard("Menopause guideline");
    await user.type(canvas.getByRole("textbox", { name: "Year of source 1" }), "3024");
    await user.type(canvas.getByRole("textbox", { name: "Web address of source 1" }), "http://example.org");
    canvas.getByRole("button", { name: "Submit for review" }).focus();
    await user.keyboard("{Enter}");
    await expect(await canvas.findByText(CONTENT_MESSAGES.sourcePublisherRequired)).toBeVisible();
    await expect(canvas.getByText(CONTENT_MESSAGES.sourceYear)).toBeVisible();
    await expect(canvas.getByText(CONTENT_MESSAGES.sourceUrl)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Publisher of source 1" })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving: the button keeps its size and name, with a spinner. */
export const Saving: Story = {
  args: { ...draft, initialValues: filled, saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save draft" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Submit for review" })).toBeDisabled();
  },
};

/** A failed save keeps everything typed: the server's field messages show on their fields. */
export const ApiError: Story = {
  args: {
    ...draft,
    initialValues: filled,
    apiError: "The item could not be saved. Check your connection and try again.",
    initialErrors: { "sources.0.url": CONTENT_MESSAGES.sourceUrl },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be saved/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Web address of source 1" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByPlaceholderText("Enter document title")).toHaveValue(filled.title);
  },
};

/** A reviewer reads the item: rendered text, sources and files, no fields. */
export const ReadOnly: Story = {
  args: {
    status: "waiting",
    label: "in-review",
    authorName: "Dr. Maya Rivera",
    readOnly: true,
    initialValues: filled,
    attachments,
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("In-Review")).toBeVisible();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save draft" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "https://www.nice.org.uk/guidance/ng23" })).toBeVisible();
    await expect(canvas.getByText("Please check the advice on alcohol against the guideline.")).toBeVisible();
    canvas.getByRole("button", { name: "hot-flush-diary.pdf" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onAttachmentOpen).toHaveBeenCalledWith(attachments[0]);
  },
};

/** The author of an item in review reads it too, and is told when they can edit it again. */
export const InReviewForAuthor: Story = {
  args: {
    status: "ready-for-review",
    label: "in-review",
    authorName: "Dr. Maya Rivera",
    readOnly: true,
    readOnlyNote: "This item is in review: it can be edited once it is sent back.",
    initialValues: filled,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/can be edited once it is sent back/)).toBeVisible();
  },
};

/** Editing a published item: saving makes a new revision, and readers keep the published text. */
export const LiveRevision: Story = {
  args: {
    status: "live",
    label: "published",
    authorName: "Dr. Maya Rivera",
    hasPublishedVersion: true,
    publishedHref: "/library/item-1",
    initialValues: filled,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This item is published")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Read the published version" })).toHaveAttribute(
      "href",
      "/library/item-1",
    );
    await expect(canvas.getByText(/Readers keep the published text until the revision/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Delete draft" })).not.toBeInTheDocument();
  },
};

/** A published item past its review date, or citing an updated source. */
export const NeedsReReview: Story = {
  args: {
    status: "live",
    label: "published",
    authorName: "Dr. Maya Rivera",
    hasPublishedVersion: true,
    needsReReview: true,
    initialValues: filled,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Needs re-review")).toBeVisible();
  },
};

/** Text for clients above grade 9 shows a warning, which goes for practitioners (it never blocks). */
export const ReadabilityWarning: Story = {
  args: { ...draft, initialValues: { ...filled, documentText: hardBody } },
  play: async ({ canvas, userEvent: user }) => {
    await expect(await canvas.findByText("Hard to read for clients")).toBeVisible();
    const practitioners = canvas.getByRole("radio", { name: "Practitioners" });
    await user.click(practitioners);
    await expect(canvas.queryByText("Hard to read for clients")).not.toBeInTheDocument();
    await user.click(canvas.getByRole("radio", { name: "Clients" }));
    await expect(await canvas.findByText("Hard to read for clients")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Submit for review" })).toBeEnabled();
  },
};

/** Markdown an author could paste from anywhere: raw HTML, scripts, handlers and script links. */
const hostileBody = [
  "## Pasted from a web page",
  "",
  "<script>window.__editorPreviewAttack = 'script'</script>",
  "",
  '<img src="x" onerror="window.__editorPreviewAttack = \'img\'">',
  "",
  "<svg onload=\"window.__editorPreviewAttack = 'svg'\"></svg>",
  "",
  '<iframe src="https://example.com"></iframe><object data="x.swf"></object>',
  "",
  "<a href=\"javascript:window.__editorPreviewAttack = 'raw link'\">Raw HTML link</a>",
  "",
  '<div style="position:fixed;inset:0" onclick="window.__editorPreviewAttack = \'div\'">Covering layer</div>',
  "",
  '<form action="https://example.com"><input name="password"></form>',
  "",
  "[Markdown link](javascript:window.__editorPreviewAttack='link') and [upper case](JAVASCRIPT:alert(1))",
  "",
  "[Reference link][attack] and [data link](data:text/html;base64,PHNjcmlwdD4=)",
  "",
  "[attack]: javascript:window.__editorPreviewAttack='reference'",
  "",
  "A safe [guideline link](https://www.nice.org.uk/guidance/ng23).",
].join("\n");

/**
 * Hostile Markdown typed or pasted into the document: the live preview renders none of it as
 * markup that runs (no script, frame, object, form, inline handler, style or `javascript:` link),
 * while the author's own text stays as they wrote it.
 */
export const HostilePreview: Story = {
  args: { ...draft, initialValues: { ...filled, documentText: "" } },
  globals: { viewport: { value: "laptop" } },
  play: async ({ canvas, userEvent: user }) => {
    const text = canvas.getByRole("textbox", { name: /Document text/ });
    await user.click(text);
    await user.paste(hostileBody);
    await expect(text).toHaveValue(hostileBody);

    const preview = canvas.getByRole("region", { name: "Preview" });
    await expect(await within(preview).findByRole("link", { name: /guideline link/ })).toHaveAttribute(
      "href",
      "https://www.nice.org.uk/guidance/ng23",
    );
    await expect(within(preview).getByRole("heading", { name: "Pasted from a web page" })).toBeVisible();
    await expect(
      preview.querySelector("script, style, iframe, object, embed, form, input, svg, img"),
    ).toBeNull();
    const withHandlers = [...preview.querySelectorAll("*")].filter((element) =>
      [...element.attributes].some((attribute) => /^on/i.test(attribute.name) || attribute.name === "style"),
    );
    await expect(withHandlers).toEqual([]);
    const hrefs = [...preview.querySelectorAll("[href], [src], [action], [data]")].map(
      (element) =>
        element.getAttribute("href") ??
        element.getAttribute("src") ??
        element.getAttribute("action") ??
        element.getAttribute("data"),
    );
    await expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href ?? ""))).toEqual([]);
    // The script links keep their words and lose their address: text, not links.
    for (const words of ["Markdown link", "upper case", "Reference link", "data link", "Raw HTML link"]) {
      await expect(within(preview).getByText(words).closest("[href]")).toBeNull();
    }
    await expect(within(preview).getAllByRole("link")).toHaveLength(1);
    await expect((window as { __editorPreviewAttack?: string }).__editorPreviewAttack).toBeUndefined();
  },
};

/** Files listed with their name and size; each can be removed. */
export const WithAttachments: Story = {
  args: { ...draft, initialValues: filled, attachments },
  play: async ({ args, canvas, userEvent: user }) => {
    const list = canvas.getByRole("list", { name: "Attachments" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(list).getByText("180 KB")).toBeVisible();
    canvas.getByRole("button", { name: "Remove cooling-tips.png" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onAttachmentRemove).toHaveBeenCalledWith(attachments[1]);
  },
};

/** A file still uploading: said, and the drop zone waits. */
export const Uploading: Story = {
  args: {
    ...draft,
    initialValues: filled,
    attachments: [attachments[0]!],
    uploadingFileName: "cooling-tips.png",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Uploading cooling-tips.png…");
    await expect(canvas.getByRole("button", { name: /Add a PDF, PNG or JPEG file/ })).toBeDisabled();
  },
};

/** What was typed and not saved came back from this browser; it can be discarded. */
export const RestoredDraft: Story = {
  args: { ...draft, initialValues: filled, restoredDraft: true },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Restored your unsaved changes")).toBeVisible();
    canvas.getByRole("button", { name: "Discard them" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onDiscardRestored).toHaveBeenCalledOnce();
  },
};

/** Delete draft asks first; only the dialog's Delete draft deletes. */
export const DeleteConfirm: Story = {
  args: { ...draft, initialValues: filled },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    canvas.getByRole("button", { name: "Delete draft" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await page.findByRole("dialog", { name: "Delete this draft?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep the draft" }));
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    canvas.getByRole("button", { name: "Delete draft" }).focus();
    await user.keyboard("{Enter}");
    const again = await page.findByRole("dialog", { name: "Delete this draft?" });
    await waitFor(() => expect(within(again).getByText(/cannot be undone/)).toBeVisible());
    within(again).getByRole("button", { name: "Delete draft" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** While the item loads the page keeps its shape. */
export const Loading: Story = {
  args: { loading: true, status: "raw", label: "draft" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading the item")).toHaveAttribute("aria-busy", "true");
  },
};

/** No such item (or hidden from this person). */
export const NotFound: Story = {
  render: (args) => <ContentEditorUnavailable reason="not-found" libraryHref={args.libraryHref} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "This content item does not exist" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the content library" })).toHaveAttribute(
      "href",
      "/content-manager/library",
    );
  },
};

/** On a phone: one column, and the text and its preview as Write / Preview tabs. */
export const Mobile: Story = {
  args: { ...draft, initialValues: filled },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas, userEvent: user }) => {
    const write = canvas.getByRole("tab", { name: "Write" });
    await expect(write).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("textbox", { name: /Document text/ })).toBeVisible();
    write.focus();
    await user.keyboard("{ArrowRight}");
    const preview = await canvas.findByRole("region", { name: "Preview" });
    await expect(within(preview).getByText(/Keep a fan by your bed/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Document text/, hidden: true })).not.toBeVisible();
  },
};
