import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { inPageMain, press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import {
  loadFailedArgs,
  mobileTableStory,
  playEmpty,
  playLoadFailed,
  playLoading,
  playNextPage,
} from "../stories/admin-list-plays";
import { manySources, noSources, sourceItems, sourcesPage } from "../administration.fixtures";
import { SourcesSection, type MarkSourceResult } from "./sources-section";

const meta = {
  title: "Screens/Admin/Sources",
  component: SourcesSection,
  parameters: { layout: "padded" },
  afterEach: restPage,
  decorators: [inPageMain],
  args: {
    sources: sourcesPage,
    search: "",
    onSearch: fn(),
    onPageChange: fn(),
    onMarkUpdated: fn(async (): Promise<MarkSourceResult> => ({ ok: true })),
    backHref: "/admin",
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof SourcesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each cited source once: how many items cite it, and when it was last marked as updated. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("3 sources");
    const rows = within(canvas.getByRole("table", { name: "Cited sources, by title" })).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent("4 published, 5 in all");
    await expect(rows[1]).toHaveTextContent("by Alex Morgan");
    await expect(rows[2]).toHaveTextContent("0 published, 1 in all");
    await expect(rows[2]).toHaveTextContent("Never");
    await expect(rows[3]).toHaveTextContent("2 published");
    await expect(
      within(rows[1]!).getByRole("link", { name: "https://www.nice.org.uk/guidance/ng23" }),
    ).toHaveAttribute("href", "https://www.nice.org.uk/guidance/ng23");
  },
};

/** A search by title, publisher or URL. */
export const Searching: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: "Title, publisher or URL" }), "  nice ");
    await press(canvas.getByRole("button", { name: "Search" }), userEvent.keyboard);
    await expect(args.onSearch).toHaveBeenCalledWith("nice");
  },
};

/** A search that matches nothing says so, and keeps what was typed. */
export const NoMatch: Story = {
  args: { sources: noSources, search: "cochrane" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No source matches" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Title, publisher or URL" })).toHaveValue("cochrane");
  },
};

/** 'Mark as updated' asks first, saying the citing published items will need re-review. */
export const Marking: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await press(
      canvas.getByRole("button", { name: "Mark as updated: Menopause: identification and management" }),
      userEvent.keyboard,
    );
    const dialog = await within(document.body).findByRole("alertdialog", {
      name: "Mark this source as updated?",
    });
    await expect(dialog).toHaveTextContent(
      "The 4 published items citing it will show 'Needs re-review' until they are reviewed again.",
    );
    await press(within(dialog).getByRole("button", { name: "Mark as updated" }), userEvent.keyboard);
    await expect(args.onMarkUpdated).toHaveBeenCalledWith(sourceItems[0]);
    await expect(within(document.body).queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

/** Cancel leaves the source as it was. */
export const MarkingCancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await press(
      canvas.getByRole("button", { name: "Mark as updated: Sleep and the menopause" }),
      userEvent.keyboard,
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("No published item cites it now, so none will need re-review.");
    await press(within(dialog).getByRole("button", { name: "Cancel" }), userEvent.keyboard);
    await expect(args.onMarkUpdated).not.toHaveBeenCalled();
  },
};

/** The mark failed: the dialog stays open with the reason. */
export const MarkFailed: Story = {
  args: {
    onMarkUpdated: fn(async (): Promise<MarkSourceResult> => ({
      ok: false,
      message: "We could not reach the server. Check your connection.",
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await press(
      canvas.getByRole("button", { name: "Mark as updated: Tools for clinicians" }),
      userEvent.keyboard,
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await press(within(dialog).getByRole("button", { name: "Mark as updated" }), userEvent.keyboard);
    // The reason appears while the dialog may still be fading in: wait until it is seen.
    await waitFor(() =>
      expect(within(dialog).getByText("We could not reach the server. Check your connection.")).toBeVisible(),
    );
  },
};

export const ManyPages: Story = {
  args: { sources: manySources },
  play: playNextPage("Pages of sources"),
};

export const Loading: Story = {
  args: { sources: undefined, loading: true },
  play: playLoading("Loading the sources"),
};

export const Empty: Story = {
  args: { sources: noSources },
  play: playEmpty("No sources yet"),
};

export const LoadFailed: Story = {
  args: { sources: undefined, ...loadFailedArgs() },
  play: playLoadFailed("The sources could not be loaded"),
};

export const Mobile: Story = mobileTableStory;
