import { CONTENT_MESSAGES, contentActionRequestSchema } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { ContentEditorScreen, contentEditorValuesFrom } from "../content-editor";
import { ContentHistory } from "./content-history";
import { ContentReviewPanel } from "./content-review-panel";
import { ada, lee, maya, rae, revisions, sam, transitions } from "./story-data";

/** Every request a story sends must be one the API accepts. */
async function expectValidRequest(onAction: ReturnType<typeof fn>) {
  const request = onAction.mock.calls.at(-1)?.[0];
  await expect(contentActionRequestSchema.safeParse(request).success).toBe(true);
}

type Keyboard = (text: string) => Promise<unknown>;

/** Presses a button with the keyboard (a mouse press would leave its hover look in the screenshot). */
async function press(button: HTMLElement, keyboard: Keyboard) {
  button.focus();
  await keyboard("{Enter}");
}

const meta = {
  title: "Screens/Content/ContentReviewPanel",
  component: ContentReviewPanel,
  parameters: { layout: "padded" },
  afterEach: restPage,
  // The width of the editor's side column, where the panel sits from 1280 px (a story showing the
  // whole editor sets `fullWidth`).
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="max-w-[22rem]">
          <Story />
        </div>
      ),
  ],
  args: {
    actions: [],
    reviewers: [rae, sam, ada, lee],
    status: "ready-for-review",
    assignedReviewers: [],
    readingGrade: 6.8,
    audience: "clients",
    onAction: fn(),
  },
} satisfies Meta<typeof ContentReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Reviewer (or Super Admin) who did not write the item assigns a reviewer, with a comment. */
export const AssignReviewer: Story = {
  args: { actions: ["assign", "send-back"] },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Review" })).toBeVisible();
    await expect(canvas.getByText("Ready for Review")).toBeVisible();
    await expect(canvas.getByText("Not assigned yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Send back" })).toBeVisible();

    const reviewer = canvas.getByRole("combobox", { name: /^Reviewer/ });
    await press(reviewer, user.keyboard);
    await user.click(await within(document.body).findByRole("option", { name: "Sam Okafor" }));
    await expect(reviewer).toHaveTextContent("Sam Okafor");
    await user.type(canvas.getByRole("textbox", { name: /Comment/ }), "  Sam knows this topic best.  ");
    await press(canvas.getByRole("button", { name: "Assign reviewer" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({
      action: "assign",
      reviewerId: sam.id,
      comment: "Sam knows this topic best.",
    });
    await expectValidRequest(args.onAction);
  },
};

/** Assign with nobody chosen: the message under the list, which is invalid and takes the focus. */
export const ValidationErrors: Story = {
  args: { actions: ["assign", "send-back"] },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Assign reviewer" }), user.keyboard);
    await expect(await canvas.findByText(CONTENT_MESSAGES.reviewerRequired)).toBeVisible();
    const reviewer = canvas.getByRole("combobox", { name: /^Reviewer/ });
    await expect(reviewer).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(reviewer).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The first reviewer, while Waiting: approve (here with a comment), ask for a second review or send back. */
export const FirstReviewer: Story = {
  args: {
    actions: ["approve", "request-second-review", "send-back"],
    status: "waiting",
    assignedReviewers: [rae],
    reviewers: [sam, ada, lee],
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Waiting")).toBeVisible();
    await expect(canvas.getByText("Rae Reviewer")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Assign reviewer" })).not.toBeInTheDocument();
    await user.type(canvas.getByRole("textbox", { name: /Comment/ }), "Clear and matches NG23.");
    await press(canvas.getByRole("button", { name: "Approve" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({
      action: "approve",
      comment: "Clear and matches NG23.",
    });
    await expectValidRequest(args.onAction);
  },
};

/** The first reviewer asks someone else for a second review. */
export const SecondReviewRequest: Story = {
  args: FirstReviewer.args,
  play: async ({ args, canvas, userEvent: user }) => {
    const second = canvas.getByRole("combobox", { name: /^Second reviewer/ });
    await press(canvas.getByRole("button", { name: "Ask for a second review" }), user.keyboard);
    await expect(await canvas.findByText(CONTENT_MESSAGES.reviewerRequired)).toBeVisible();
    await waitFor(() => expect(second).toHaveFocus());

    await user.keyboard("{Enter}");
    await user.click(await within(document.body).findByRole("option", { name: "Lee Chen" }));
    await expect(canvas.queryByText(CONTENT_MESSAGES.reviewerRequired)).not.toBeInTheDocument();
    await press(canvas.getByRole("button", { name: "Ask for a second review" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({ action: "request-second-review", reviewerId: lee.id });
    await expectValidRequest(args.onAction);
  },
};

/** The second reviewer approves or sends back; no third review. */
export const SecondReviewer: Story = {
  args: {
    actions: ["approve", "send-back"],
    status: "second-review-requested",
    assignedReviewers: [rae, sam],
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Second Review Requested")).toBeVisible();
    await expect(canvas.getByText("Sam Okafor")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Ask for a second review" })).not.toBeInTheDocument();
    await press(canvas.getByRole("button", { name: "Approve" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({ action: "approve" });
  },
};

/**
 * Send back needs a comment: sending it empty shows the spec's message under the comment, which
 * keeps the focus; Cancel hands the focus back to Send back.
 */
export const SendBack: Story = {
  args: SecondReviewer.args,
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Send back" }), user.keyboard);
    const comment = await canvas.findByRole("textbox", { name: /What should change\?/ });
    await waitFor(() => expect(comment).toHaveFocus());
    await press(canvas.getByRole("button", { name: "Cancel" }), user.keyboard);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Send back" })).toHaveFocus());

    await user.keyboard("{Enter}");
    const again = await canvas.findByRole("textbox", { name: /What should change\?/ });
    await user.type(again, "   ");
    await press(canvas.getByRole("button", { name: "Send back" }), user.keyboard);
    await expect(await canvas.findByText(CONTENT_MESSAGES.commentRequired)).toBeVisible();
    await expect(again).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(again).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();

    await user.clear(again);
    await user.type(again, "Please cite the newer NICE guidance.");
    await expect(canvas.queryByText(CONTENT_MESSAGES.commentRequired)).not.toBeInTheDocument();
    await press(canvas.getByRole("button", { name: "Send back" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({
      action: "send-back",
      comment: "Please cite the newer NICE guidance.",
    });
    await expectValidRequest(args.onAction);
  },
};

/** The author of an approved item publishes it (as its reviewers or a Super Admin may). */
export const AuthorPublishes: Story = {
  args: { actions: ["publish"], status: "ready-to-publish", assignedReviewers: [rae, sam] },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Ready to Publish")).toBeVisible();
    await expect(canvas.getByText("Rae Reviewer")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Publish" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({ action: "publish" });
  },
};

/** Archive asks first; only the dialog's Archive archives. */
export const Archive: Story = {
  args: { actions: ["archive"], status: "live", assignedReviewers: [rae, sam] },
  play: async ({ args, canvas, userEvent: user }) => {
    const page = within(document.body);
    await press(canvas.getByRole("button", { name: "Archive" }), user.keyboard);
    const dialog = await page.findByRole("dialog", { name: "Archive this item?" });
    await press(within(dialog).getByRole("button", { name: "Keep it published" }), user.keyboard);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();

    await user.type(canvas.getByRole("textbox", { name: /Comment/ }), "Replaced by the sleep guide.");
    await press(canvas.getByRole("button", { name: "Archive" }), user.keyboard);
    const again = await page.findByRole("dialog", { name: "Archive this item?" });
    await waitFor(() => expect(within(again).getByText(/restore it as a draft/)).toBeVisible());
    await press(within(again).getByRole("button", { name: "Archive" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({
      action: "archive",
      comment: "Replaced by the sleep guide.",
    });
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** An archived item, for its author or a Super Admin: restore it as a draft. */
export const Restore: Story = {
  args: { actions: ["restore"], status: "archived", assignedReviewers: [rae] },
  play: async ({ args, canvas, userEvent: user }) => {
    await press(canvas.getByRole("button", { name: "Restore as draft" }), user.keyboard);
    await expect(args.onAction).toHaveBeenCalledWith({ action: "restore" });
  },
};

/** Nothing this person may do now: one sentence says why, and no button shows. */
export const NothingAllowed: Story = {
  args: {
    actions: [],
    status: "waiting",
    assignedReviewers: [rae],
    note: "Rae Reviewer is reviewing the item: only they can approve it or send it back.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/only they can approve it or send it back/)).toBeVisible();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

/** An action in progress: its button keeps its size and name with a spinner; the others wait. */
export const Submitting: Story = {
  args: { ...FirstReviewer.args, pendingAction: "approve" },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("button", { name: "Approve" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Ask for a second review" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send back" })).toBeDisabled();
    await press(canvas.getByRole("button", { name: "Approve" }), user.keyboard);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The API refused (someone else acted first, say): its message above the actions, which stay. */
export const ApiError: Story = {
  args: { ...FirstReviewer.args, error: "Only the reviewer assigned to this review can do this" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Only the reviewer assigned to this review can do this",
    );
    await expect(canvas.getByRole("button", { name: "Approve" })).toBeEnabled();
  },
};

/** The API's message for a field shows under that field, which is marked invalid. */
export const ApiFieldError: Story = {
  args: {
    actions: ["assign", "send-back"],
    fieldErrors: { reviewerId: "Choose a Reviewer or a Super Admin who is not the item's author" },
  },
  play: async ({ canvas }) => {
    const reviewer = canvas.getByRole("combobox", { name: /^Reviewer/ });
    await expect(reviewer).toHaveAttribute("aria-invalid", "true");
    await expect(reviewer).toHaveAccessibleDescription(
      "Choose a Reviewer or a Super Admin who is not the item's author",
    );
  },
};

/** Text for clients above grade 9: the reviewer is warned, and may still approve. */
export const ReadabilityWarning: Story = {
  args: { ...FirstReviewer.args, readingGrade: 11.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Hard to read for clients")).toBeVisible();
    await expect(canvas.getByText(/Grade 11.4 is above grade 9/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Approve" })).toBeEnabled();
  },
};

/** On a phone the panel takes the whole width, above the item. */
export const Mobile: Story = {
  args: FirstReviewer.args,
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Approve" })).toBeVisible();
  },
};

/** In the editor at 1280 px: the panel and the history in the side column, the item read-only beside them. */
export const InTheEditor: Story = {
  args: FirstReviewer.args,
  parameters: { fullWidth: true },
  globals: { viewport: { value: "laptop" } },
  render: (args) => (
    <ContentEditorScreen
      values={contentEditorValuesFrom(revisions[2]!)}
      errors={{}}
      onChange={() => undefined}
      onSave={() => undefined}
      libraryHref="/content-manager/library"
      status="waiting"
      label="in-review"
      authorName={maya.name}
      readOnly
      hasPublishedVersion
      reviewPanel={<ContentReviewPanel {...args} />}
      history={
        <ContentHistory
          transitions={transitions}
          revisions={revisions}
          publishedRevision={2}
          timeZone="UTC"
        />
      }
    />
  ),
  play: async ({ canvas }) => {
    const aside = canvas.getByRole("complementary", { name: "Review" });
    await expect(within(aside).getByRole("heading", { level: 2, name: "Review" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: revisions[2]!.title })).toBeVisible();
  },
};
