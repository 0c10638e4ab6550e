import type { ContentTopic } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { hotFlashesResults, libraryArticles, marksOf } from "./library-fixtures";
import { LibraryScreen, type LibraryListItem, type LibraryScreenProps } from "./library-screen";

type LibraryStoryProps = Omit<LibraryScreenProps, "items" | "total"> & {
  /** The whole published library; the story searches, filters and pages it as the API would. */
  articles: LibraryListItem[];
  /** The API's answers to some searches (by relevance, with their matches), by the text searched. */
  searchResults?: Record<string, LibraryListItem[]>;
};

/** The story's stand-in for the API: a known search's answer, else the articles containing the text. */
function searchLibrary(
  articles: LibraryListItem[],
  searchResults: Record<string, LibraryListItem[]>,
  query: string,
): LibraryListItem[] {
  const words = query.toLowerCase();
  if (!words) return articles;
  const known = searchResults[words];
  if (known) return known;
  return articles
    .filter((article) => `${article.title} ${article.summary}`.toLowerCase().includes(words))
    .map((article) => ({
      ...article,
      match: {
        title: marksOf(article.title, [words]),
        summary: marksOf(article.summary, [words]),
        excerpt: null,
      },
    }));
}

/**
 * The screen over a fixed library, with the search, topic and page held as the route holds them;
 * an article's link carries the list (`?q=&topic=&page=`), as the route's does.
 */
function LibraryStory({
  articles,
  searchResults = {},
  articleHref,
  query: initialQuery,
  topic: initialTopic,
  page: initialPage,
  pageSize,
  onSearch,
  onTopicChange,
  onPageChange,
  ...props
}: LibraryStoryProps) {
  const [query, setQuery] = React.useState(initialQuery);
  const [topic, setTopic] = React.useState(initialTopic);
  const [page, setPage] = React.useState(initialPage);
  const matching = searchLibrary(articles, searchResults, query).filter(
    (article) => !topic || article.topics.includes(topic),
  );
  const list = new URLSearchParams();
  if (query) list.set("q", query);
  if (topic) list.set("topic", topic);
  if (page > 1) list.set("page", String(page));
  const listQuery = list.toString() ? `?${list.toString()}` : "";
  return (
    <LibraryScreen
      {...props}
      articleHref={(id) => `${articleHref(id)}${listQuery}`}
      items={matching.slice((page - 1) * pageSize, page * pageSize)}
      total={matching.length}
      page={page}
      pageSize={pageSize}
      query={query}
      topic={topic}
      onSearch={(next) => {
        onSearch(next);
        setQuery(next);
        setPage(1);
      }}
      onTopicChange={(next) => {
        onTopicChange(next);
        setTopic(next);
        setPage(1);
      }}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/Content/Library",
  component: LibraryStory,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    articles: libraryArticles,
    query: "",
    topic: null,
    page: 1,
    pageSize: 6,
    articleHref: (id: string) => `/library/${id}`,
    timeZone: "UTC",
    onSearch: fn(),
    onTopicChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LibraryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the library: cards with their title link, summary, topics and review date. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("14 articles in the library");
    const list = canvas.getByRole("list", { name: "Articles" });
    await expect(within(list).getAllByRole("article")).toHaveLength(6);
    const first = canvas.getByRole("article", { name: "Hot flushes: what helps" });
    await expect(within(first).getByRole("link", { name: "Hot flushes: what helps" })).toHaveAttribute(
      "href",
      "/library/article-1",
    );
    await expect(within(first).getByText("Reviewed")).toHaveTextContent("Reviewed 20 March 2026");
    await expect(within(first).getByText("Non-hormonal treatments")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Topic" })).toHaveTextContent("All topics");
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
  },
};

/** A search, submitted with Enter and with the button: the count and the cards follow it. */
export const Search: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    const search = canvas.getByRole("searchbox", { name: "Search articles" });
    await user.type(search, "  sleep {Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("sleep");
    await expect(await canvas.findByText("3 articles match “sleep”, most relevant first")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pages of articles" })).not.toBeInTheDocument();
    // The words that matched are marked in the titles and summaries.
    const sleeping = canvas.getByRole("article", { name: "Sleeping well through the menopause" });
    await expect(within(sleeping).getByText("Sleep").tagName).toBe("MARK");

    await user.clear(search);
    await user.type(search, "hormone therapy");
    canvas.getByRole("button", { name: "Search" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("hormone therapy");
    await expect(await canvas.findByText("1 article matches “hormone therapy”")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Hormone therapy: benefits and risks" })).toHaveAttribute(
      "href",
      "/library/article-3?q=hormone+therapy",
    );

    canvas.getByRole("button", { name: "Clear search" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("");
    await expect(await canvas.findByText("14 articles in the library")).toBeVisible();
    await expect(search).toHaveValue("");
  },
};

/**
 * A search by relevance: the results line says the most relevant come first; in each card the
 * words that matched are highlighted (other spellings too: "flashes" found "flushes"), and the
 * passage that matched best shows under the summary with its section's heading. Each card's link
 * carries the search, so the article's back link returns to this list.
 */
export const SearchByRelevance: Story = {
  args: { searchResults: { "hot flashes": hotFlashesResults } },
  play: async ({ args, canvas, userEvent: user }) => {
    await user.type(canvas.getByRole("searchbox", { name: "Search articles" }), "hot flashes{Enter}");
    await expect(args.onSearch).toHaveBeenLastCalledWith("hot flashes");
    await expect(
      await canvas.findByText("3 articles match “hot flashes”, most relevant first"),
    ).toBeVisible();

    const cards = within(canvas.getByRole("list", { name: "Articles" })).getAllByRole("article");
    await expect(cards).toHaveLength(3);
    const first = cards[0]!;
    await expect(first).toHaveAccessibleName("Hot flushes: what helps");
    const link = within(first).getByRole("link", { name: "Hot flushes: what helps" });
    await expect(link).toHaveAttribute("href", "/library/article-1?q=hot+flashes");
    await expect([...link.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Hot",
      "flushes",
    ]);
    // The passage that matched best, under its section's heading, its matched words marked.
    const excerpt = first.querySelector<HTMLElement>("[data-slot=library-excerpt]")!;
    await expect(excerpt).toHaveTextContent("Matching passage, from the section What can help");
    await expect(within(excerpt).getByText(/small changes that make/)).toBeVisible();
    await expect([...excerpt.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "hot",
      "hot",
      "flushes",
    ]);
    // A passage without a heading is named for screen readers all the same.
    await expect(cards[2]!.querySelector("[data-slot=library-excerpt]")).toHaveTextContent(
      /^Matching passage/,
    );
  },
};

/** Opened at a search's results (a reload of `/library?q=hot+flashes`, or Back from an article). */
export const RelevantResults: Story = {
  args: { query: "hot flashes", searchResults: { "hot flashes": hotFlashesResults } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "3 articles match “hot flashes”, most relevant first",
    );
    await expect(canvas.getByRole("searchbox", { name: "Search articles" })).toHaveValue("hot flashes");
    const [first, second] = canvas.getAllByRole("article");
    await expect(first).toHaveAccessibleName("Hot flushes: what helps");
    await expect(second).toHaveAccessibleName("Night sweats and sleep");
    await expect(within(second!).getByText("Night sweats").tagName).toBe("MARK");
  },
};

/** Dark theme: the highlight keeps its contrast on the cards. */
export const RelevantResultsDark: Story = {
  ...RelevantResults,
  globals: { theme: "dark" },
};

/** Choosing a topic from the list (by keyboard): only its articles show, from the first page. */
export const TopicFilter: Story = {
  args: { page: 2 },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const topic = canvas.getByRole("combobox", { name: "Topic" });
    topic.focus();
    await user.keyboard("{Enter}");
    await page.findByRole("listbox");
    await user.keyboard("Sle");
    await waitFor(() => expect(page.getByRole("option", { name: "Sleep problems" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onTopicChange).toHaveBeenLastCalledWith("sleep-problems" satisfies ContentTopic);
    await expect(topic).toHaveTextContent("Sleep problems");
    await expect(await canvas.findByText("2 articles on Sleep problems")).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
  },
};

/** Next and Previous: the page changes and reading starts again from the count above the cards. */
export const Paging: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    const pages = canvas.getByRole("navigation", { name: "Pages of articles" });
    await expect(within(pages).getByText("1–6 of 14")).toBeVisible();
    within(pages).getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(await within(pages).findByText("Page 2 of 3")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveFocus());
    await expect(canvas.getByRole("link", { name: "Night sweats and sleep" })).toBeInTheDocument();
    await expect(
      canvas.getByRole("link", { name: "Perimenopause: the years before the last period" }),
    ).toHaveAttribute("href", "/library/article-8?page=2");

    within(pages).getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    await expect(await within(pages).findByText("13–14 of 14")).toBeVisible();
    await expect(within(pages).getByRole("button", { name: "Next" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    within(pages).getByRole("button", { name: "Previous" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Nothing matches the search: said with the words searched for, and a way back. */
export const NoMatches: Story = {
  args: { query: "tinnitus" },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "No articles match “tinnitus”" }),
    ).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search articles" })).toHaveValue("tinnitus");
    await expect(canvas.queryByRole("list", { name: "Articles" })).not.toBeInTheDocument();
    canvas.getByRole("button", { name: "Clear search" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("");
    await expect(await canvas.findByText("14 articles in the library")).toBeVisible();
  },
};

/** Nothing matches the search within a topic: searching every topic is offered too. */
export const NoMatchesInTopic: Story = {
  args: { query: "sleep", topic: "bone-health" },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No articles match “sleep”" })).toBeVisible();
    await expect(canvas.getByText(/Nothing on Bone health matches your search/)).toBeVisible();
    canvas.getByRole("button", { name: "Search all topics" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onTopicChange).toHaveBeenCalledWith(null);
    await expect(await canvas.findByText("3 articles match “sleep”, most relevant first")).toBeVisible();
  },
};

/** A topic nothing has been published on yet. */
export const EmptyTopic: Story = {
  args: {
    topic: "contraception",
    articles: libraryArticles.filter((a) => !a.topics.includes("contraception")),
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "No articles on this topic yet" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nothing on Contraception has been published yet/)).toBeVisible();
    canvas.getByRole("button", { name: "Show all topics" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onTopicChange).toHaveBeenCalledWith(null);
    await expect(await canvas.findByText("13 articles in the library")).toBeVisible();
  },
};

/** A library with nothing published yet. */
export const EmptyLibrary: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No articles yet" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pages of articles" })).not.toBeInTheDocument();
  },
};

/** A page the list no longer reaches (an old link, or articles withdrawn since). */
export const PastTheEnd: Story = {
  args: { page: 5 },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "There are no articles on this page" }),
    ).toBeVisible();
    canvas.getByRole("button", { name: "Go to the first page" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(await canvas.findByText("Page 1 of 3")).toBeVisible();
  },
};

/** The first load: cards in outline, and the search can already be used. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Loading articles" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading articles…");
    await expect(canvas.getByRole("searchbox", { name: "Search articles" })).toBeEnabled();
    await expect(canvas.queryByRole("navigation", { name: "Pages of articles" })).not.toBeInTheDocument();
  },
};

/** Another page or search still loading: the last one stays, marked busy, and the count says it is loading. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Articles" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading articles…");
  },
};

/** The list could not be loaded: the reason, and Try again. */
export const ApiError: Story = {
  args: { error: "The server could not be reached. Check your connection." },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The library could not be loaded");
    await expect(alert).toHaveTextContent("The server could not be reached. Check your connection.");
    await expect(canvas.queryByRole("list", { name: "Articles" })).not.toBeInTheDocument();
    within(alert).getByRole("button", { name: "Try again" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone: the search, the topic and the cards in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    const search = canvas.getByRole("searchbox", { name: "Search articles" });
    const topic = canvas.getByRole("combobox", { name: "Topic" });
    await expect(topic.getBoundingClientRect().top).toBeGreaterThan(search.getBoundingClientRect().bottom);
    const [first, second] = canvas.getAllByRole("article");
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
