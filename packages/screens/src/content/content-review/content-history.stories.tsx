import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { ContentHistory } from "./content-history";
import { longRevisions, revisions, transitions } from "./story-data";

const meta = {
  title: "Screens/Content/ContentHistory",
  component: ContentHistory,
  parameters: { layout: "padded" },
  afterEach: restPage,
  // The width of the editor's side column, where the history sits from 1280 px.
  decorators: [
    (Story) => (
      <div className="max-w-[22rem]">
        <Story />
      </div>
    ),
  ],
  args: { transitions, revisions, publishedRevision: 2, timeZone: "UTC" },
} satisfies Meta<typeof ContentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three revisions' review, newest first, and what changed from the previous revision to the latest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    const steps = within(canvas.getByRole("list", { name: "Review steps, newest first" })).getAllByRole(
      "listitem",
    );
    await expect(steps).toHaveLength(transitions.length);
    await expect(steps[0]).toHaveTextContent("Assigned a reviewer");
    await expect(steps[0]).toHaveTextContent("by Ada Admin · Jul 2, 2026, 1:00 PM");
    await expect(steps[0]).toHaveTextContent("Revision 3");
    await expect(steps[0]!.querySelector("time")).toHaveAttribute("datetime", "2026-07-02T13:00:00.000Z");
    await expect(steps[0]).toHaveTextContent("“Rae knows this topic best.”");
    await expect(steps[1]).toHaveTextContent("Submitted for review");
    await expect(steps[2]).toHaveTextContent("Published");
    await expect(steps[2]).toHaveTextContent("by a deleted account");
    await expect(steps.at(-1)).toHaveTextContent("Submitted for review");
    await expect(steps[7]).toHaveTextContent("Approved in the second review");
    await expect(within(steps[7]!).getByText("“Matches NG23.”")).toBeVisible();
    await expect(steps[8]).toHaveTextContent("Asked for a second review");
    await expect(
      within(steps[8]!).getByText("“A second look at the treatment advice, please.”"),
    ).toBeVisible();
    await expect(canvas.getAllByText("Sent back")).toHaveLength(1);

    const compare = canvas.getByRole("region", { name: "Compare revisions" });
    await expect(within(compare).getByRole("combobox", { name: "From" })).toHaveTextContent(
      "Revision 2 (published)",
    );
    await expect(within(compare).getByRole("combobox", { name: "To" })).toHaveTextContent(
      "Revision 3 (latest)",
    );
    const added = compare.querySelectorAll("ins");
    await expect([...added].map((element) => element.textContent)).toContain("[added: and night sweats]");
    await expect([...added].map((element) => element.textContent)).toContain("[added: , some up to an hour]");
    await expect(compare.querySelector("del")).not.toBeInTheDocument();
    await expect(within(compare).getByText("No changes")).toBeVisible();
  },
};

/** Any two revisions can be compared; choosing the same one twice says so. */
export const ChooseRevisions: Story = {
  play: async ({ canvas, userEvent: user }) => {
    const body = within(document.body);
    const compare = canvas.getByRole("region", { name: "Compare revisions" });
    const from = within(compare).getByRole("combobox", { name: "From" });
    from.focus();
    await user.keyboard("{Enter}");
    await user.click(await body.findByRole("option", { name: "Revision 3 (latest)" }));
    await expect(
      await within(compare).findByText("Choose two different revisions to see what changed."),
    ).toBeVisible();

    from.focus();
    await user.keyboard("{Enter}");
    await user.click(await body.findByRole("option", { name: "Revision 1" }));
    await expect(
      await within(compare).findByText(/Revision 1 \(Mar 2, 2026, 10:00 AM\) to revision 3/),
    ).toBeVisible();
    const summary = compare.querySelector("dl > div:nth-child(2) dd")!;
    await expect([...summary.querySelectorAll("ins")].map((element) => element.textContent)).toEqual([
      "[added: ,]",
      "[added: , and when to talk to a doctor about them]",
    ]);
    await expect(summary.querySelector("del")).toHaveTextContent("[removed: and]");
  },
};

/** A long document shows only the words around each change until the whole document is asked for. */
export const LongDocument: Story = {
  args: { revisions: longRevisions, transitions: transitions.slice(0, 2), publishedRevision: 1 },
  play: async ({ canvas, userEvent: user }) => {
    const compare = canvas.getByRole("region", { name: "Compare revisions" });
    const bodyText = () => compare.querySelector("dl > div:nth-child(3) dd")!;
    await expect(bodyText()).toHaveTextContent("(unchanged text left out)");
    await expect(bodyText()).not.toHaveTextContent("Paragraph 1.");
    await expect(bodyText().querySelector("del")).toHaveTextContent("[removed: poor]");
    await expect([...bodyText().querySelectorAll("ins")].map((element) => element.textContent)).toEqual([
      "[added: broken]",
      "[added: 's sleep ]",
    ]);

    const whole = within(compare).getByRole("switch", { name: "Show the whole document" });
    whole.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(bodyText()).toHaveTextContent("Paragraph 1."));
    await expect(bodyText()).not.toHaveTextContent("(unchanged text left out)");
    await expect(whole).toBeChecked();
  },
};

/** A draft never submitted: nothing in the history yet, and one revision, so nothing to compare. */
export const Empty: Story = {
  args: { transitions: [], revisions: revisions.slice(0, 1), publishedRevision: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nothing yet: the item has not been submitted for review.")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Compare revisions" })).not.toBeInTheDocument();
  },
};

/** On a phone the history takes the whole width, under the item. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Compare revisions" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(transitions.length);
  },
};
