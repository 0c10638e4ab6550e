import type { ContentListItem, ContentStatusCounts } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { ContentLibraryScreen } from "./content-library-screen";

const maya = { id: "u-maya", name: "Dr. Maya Rivera" };
const sam = { id: "u-sam", name: "Sam Okafor" };
const lena = { id: "u-lena", name: "Lena Fischer" };

const counts: ContentStatusCounts = {
  "ai-generated": 3,
  draft: 7,
  "in-review": 4,
  approved: 2,
  published: 52,
  archived: 5,
};

// Dates at noon UTC fall on the same day in every time zone the stories might run in.
const inReview: ContentListItem[] = [
  {
    id: "c-1",
    title: "Hot flushes: what helps",
    summary: "What hot flushes are, what makes them better, and when to talk to a doctor.",
    status: "ready-for-review",
    label: "in-review",
    topics: ["hot-flushes-and-sweating", "non-hormonal-treatments"],
    audience: "clients",
    author: maya,
    reviewers: [],
    needsReReview: false,
    updatedAt: "2026-03-02T12:00:00.000Z",
  },
  {
    id: "c-2",
    title: "Sleep and the menopause transition",
    summary: "Why sleep changes, and the habits and treatments that help.",
    status: "waiting",
    label: "in-review",
    topics: ["sleep-problems", "hot-flushes-and-sweating", "depressive-mood", "anxiety"],
    audience: "clients",
    author: maya,
    reviewers: [sam],
    needsReReview: false,
    updatedAt: "2026-02-26T12:00:00.000Z",
  },
  {
    id: "c-3",
    title: "Hormone therapy: benefits and risks",
    summary: "What the evidence says about hormone therapy, for whom and for how long.",
    status: "second-review-requested",
    label: "in-review",
    topics: ["hormone-therapy"],
    audience: "practitioners",
    author: lena,
    reviewers: [sam, maya],
    needsReReview: true,
    updatedAt: "2026-02-19T12:00:00.000Z",
  },
  {
    id: "c-4",
    title: "Vaginal dryness is common and treatable",
    summary: "Moisturisers, lubricants and local oestrogen.",
    status: "waiting",
    label: "in-review",
    topics: [],
    audience: "clients",
    author: null,
    reviewers: [lena],
    needsReReview: false,
    updatedAt: "2026-01-30T12:00:00.000Z",
  },
];

const publishedTitles = [
  "Bone health after menopause",
  "Brain fog: what is going on",
  "Exercise that helps in midlife",
  "Heart health and menopause",
  "Joint aches in perimenopause",
  "Low libido: where to start",
  "Mood changes and menopause",
  "Nutrition in midlife",
  "Periods in perimenopause",
  "Supplements: what the evidence says",
];

const published: ContentListItem[] = publishedTitles.map((title, index) => ({
  id: `p-${index + 1}`,
  title,
  summary: "A reviewed item of the library.",
  status: "live",
  label: "published",
  topics: index % 3 === 0 ? ["bone-health"] : ["exercise", "nutrition"],
  audience: "clients",
  author: index % 2 === 0 ? maya : lena,
  reviewers: [sam],
  needsReReview: index === 1,
  updatedAt: `2025-${String(12 - (index % 9)).padStart(2, "0")}-1${index % 10}T12:00:00.000Z`,
}));

const meta = {
  title: "Screens/Content/ContentLibrary",
  component: ContentLibraryScreen,
  parameters: { layout: "padded" },
  // The table shows from 1024 px; the Mobile story shows the cards.
  globals: { viewport: { value: "laptop" } },
  afterEach: restPage,
  args: {
    counts,
    label: "in-review",
    items: inReview,
    total: inReview.length,
    page: 1,
    pageSize: 20,
    search: "",
    topic: null,
    canCreate: true,
    newHref: "/content-manager/library/new",
    itemHref: (id: string) => `/content-manager/library/${id}`,
    onRetry: fn(),
    onLabelChange: fn(),
    onSearch: fn(),
    onTopicChange: fn(),
    onPageChange: fn(),
    onAssignedToMeChange: fn(),
  },
} satisfies Meta<typeof ContentLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A practitioner on the In-Review tab: each sub-status, a row without reviewers or topics, an
 * author whose account was deleted, and a row that needs re-review. Tabs move with the arrow keys.
 */
export const Default: Story = {
  args: { greeting: "Welcome back, Maya." },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Content library" })).toBeVisible();
    await expect(canvas.getByText("Welcome back, Maya.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "New item" })).toHaveAttribute(
      "href",
      "/content-manager/library/new",
    );
    const inReviewTab = canvas.getByRole("tab", { name: "In-Review 4" });
    await expect(inReviewTab).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: "Published 52" })).toBeVisible();

    const table = canvas.getByRole("table", { name: "In-Review items" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    await expect(headers).toEqual(["Title", "Status", "Topics", "Author", "Reviewers", "Updated"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(5);
    await expect(within(table).getByRole("link", { name: "Hot flushes: what helps" })).toHaveAttribute(
      "href",
      "/content-manager/library/c-1",
    );
    await expect(within(table).getByText("Ready for Review")).toBeVisible();
    await expect(within(table).getAllByText("Waiting")).toHaveLength(2);
    await expect(within(table).getByText("Second Review Requested")).toBeVisible();
    const reReview = within(table).getByRole("row", { name: /Hormone therapy/ });
    await expect(within(reReview).getByText("Needs re-review")).toBeVisible();
    await expect(within(reReview).getByText("Sam Okafor, Dr. Maya Rivera")).toBeVisible();
    await expect(within(table).getByText("+2 more")).toBeVisible();
    await expect(within(table).getByText("Deleted account")).toBeVisible();
    await expect(within(table).getByText("Mar 2, 2026")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("4 items");
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("switch", { name: "Assigned to me" })).not.toBeInTheDocument();

    inReviewTab.focus();
    await user.keyboard("{ArrowRight}");
    await expect(args.onLabelChange).toHaveBeenCalledWith("approved");
    await user.keyboard("{End}");
    await expect(args.onLabelChange).toHaveBeenLastCalledWith("archived");
  },
};

/** Choosing a topic, and going back to all of them, with the keyboard. */
export const TopicChange: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const topic = canvas.getByRole("combobox", { name: "Topic" });
    await expect(topic).toHaveTextContent("All topics");
    topic.focus();
    await user.keyboard("{Enter}");
    await expect(await page.findByRole("option", { name: "Sleep problems" })).toBeVisible();
    await user.keyboard("Sleep");
    await user.keyboard("{Enter}");
    await expect(args.onTopicChange).toHaveBeenCalledWith("sleep-problems");
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
  },
};

/** A topic chosen: the select shows it, and 'All topics' sets it back. */
export const FilteredByTopic: Story = {
  args: { topic: "sleep-problems", items: [inReview[1]!], total: 1 },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const topic = canvas.getByRole("combobox", { name: "Topic" });
    await expect(topic).toHaveTextContent("Sleep problems");
    await expect(canvas.getByRole("status")).toHaveTextContent("1 item");
    topic.focus();
    await user.keyboard("{Enter}");
    await expect(await page.findByRole("option", { name: "All topics" })).toBeVisible();
    await user.keyboard("{Home}{Enter}");
    await expect(args.onTopicChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
  },
};

/** Searching: the count says what matched; Enter or the Search button submits what is typed. */
export const Searching: Story = {
  args: { search: "sleep", items: [inReview[1]!], total: 1 },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("search", { name: "Search the library" })).toBeVisible();
    const field = canvas.getByRole("searchbox", { name: "Search" });
    await expect(field).toHaveValue("sleep");
    await expect(canvas.getByRole("status")).toHaveTextContent("1 item matches “sleep”");
    await expect(canvas.getByRole("link", { name: "Sleep and the menopause transition" })).toBeVisible();

    await user.clear(field);
    await user.type(field, "  night sweats {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("night sweats");

    await user.clear(field);
    await user.type(field, "hot flush");
    canvas.getByRole("button", { name: "Search" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("hot flush");
  },
};

/** A reviewer opens on what is assigned to them: 'Assigned to me' on, and no 'New item'. */
export const AssignedToMe: Story = {
  args: {
    canCreate: false,
    showAssignedToMe: true,
    assignedToMe: true,
    items: [inReview[1]!, inReview[2]!],
    total: 2,
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.queryByRole("link", { name: "New item" })).not.toBeInTheDocument();
    const mine = canvas.getByRole("switch", { name: "Assigned to me" });
    await expect(mine).toBeChecked();
    mine.focus();
    await user.keyboard(" ");
    await expect(args.onAssignedToMeChange).toHaveBeenCalledWith(false);
  },
};

/** 52 published items, 10 a page: Previous and Next ask for the page around the one shown. */
export const ManyPages: Story = {
  args: { label: "published", items: published, total: 52, page: 2, pageSize: 10 },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("tab", { name: "Published 52" })).toHaveAttribute("aria-selected", "true");
    const pagination = canvas.getByRole("navigation", { name: "Pagination" });
    await expect(within(pagination).getByText("Page 2 of 6")).toBeVisible();
    await expect(within(pagination).getByText("11–20 of 52")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("52 items");
    await expect(within(canvas.getByRole("table")).getAllByText("Needs re-review")).toHaveLength(1);

    within(pagination).getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    within(pagination).getByRole("button", { name: "Previous" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** An empty tab with no filter says what it is for; Drafts offers to write one. */
export const EmptyTab: Story = {
  args: { label: "draft", items: [], total: 0, counts: { ...counts, draft: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No drafts" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Write a new item" })).toHaveAttribute(
      "href",
      "/content-manager/library/new",
    );
    await expect(canvas.getByRole("tab", { name: "Draft 0" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** A reviewer's empty Published tab: nothing to write from here. */
export const EmptyPublished: Story = {
  args: { label: "published", items: [], total: 0, canCreate: false, counts: { ...counts, published: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Nothing published yet" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /new item/i })).not.toBeInTheDocument();
  },
};

/** A search that matches nothing says so, and clears in one press. */
export const EmptySearch: Story = {
  args: { search: "x", items: [], total: 0 },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No items match “x”" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("0 items match “x”");
    canvas.getByRole("button", { name: "Clear the search" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("");
  },
};

/** Nothing assigned to this reviewer: said, with a way to see everyone's items. */
export const EmptyAssignedToMe: Story = {
  args: {
    canCreate: false,
    showAssignedToMe: true,
    assignedToMe: true,
    items: [],
    total: 0,
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Nothing assigned to you right now" }),
    ).toBeVisible();
    canvas.getByRole("button", { name: "Show everyone’s items" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onAssignedToMeChange).toHaveBeenCalledWith(false);
  },
};

/** No item on the chosen topic in this tab. */
export const EmptyTopic: Story = {
  args: { label: "approved", topic: "bone-health", items: [], total: 0 },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Nothing in Approved on Bone health" }),
    ).toBeVisible();
    canvas.getByRole("button", { name: "Show all topics" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onTopicChange).toHaveBeenCalledWith(null);
  },
};

/** The list loads: its place keeps its shape; the tabs and filters stay usable. */
export const Loading: Story = {
  args: { loading: true, items: [], total: 0, counts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading the items")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("tab", { name: "In-Review" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toBeEnabled();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

/** The list could not be loaded: the reason, and Try again. */
export const ApiError: Story = {
  args: { error: "Network Error", items: [], total: 0 },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The items could not be loaded");
    await expect(alert).toHaveTextContent("Network Error");
    within(alert).getByRole("button", { name: "Try again" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: cards with the same facts as the table's rows, and the tabs wrap. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    const list = canvas.getByRole("list", { name: "In-Review items" });
    const cards = within(list).getAllByRole("listitem");
    await expect(cards).toHaveLength(4);
    const card = cards[2]!;
    await expect(within(card).getByRole("heading", { level: 2, name: /Hormone therapy/ })).toBeVisible();
    await expect(within(card).getByText("Second Review Requested")).toBeVisible();
    await expect(within(card).getByText("Needs re-review")).toBeVisible();
    await expect(within(card).getByText("Lena Fischer")).toBeVisible();
    await expect(within(card).getByText("Feb 19, 2026")).toBeVisible();
  },
};
