import type { ContentAttachment } from "@pkg/contracts";
import { Button } from "@pkg/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { restPage } from "../../onboarding/stories/story-helpers";
import { LIBRARY_ARTICLE_NOTE, LibraryArticleScreen } from "./library-article-screen";
import { hostileBody, libraryArticle } from "./library-fixtures";

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

const meta = {
  title: "Screens/Content/LibraryArticle",
  component: LibraryArticleScreen,
  parameters: { layout: "padded" },
  afterEach: restPage,
  args: {
    status: "ready",
    article: libraryArticle,
    libraryHref: "/library",
    onAttachmentOpen: fn(),
    timeZone: "UTC",
    onRetry: fn(),
  },
} satisfies Meta<typeof LibraryArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An article: title, summary as the lead, topics, who reviewed it and when, the body (its `##`
 * headings at h2 under the title), the note, and its sources.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Back to library" })).toHaveAttribute("href", "/library");
    await expect(canvas.getByRole("heading", { level: 1, name: "Hot flushes: what helps" })).toBeVisible();
    await expect(canvas.getByText(/what makes them better/)).toBeVisible();
    const topics = canvas.getByRole("list", { name: "Topics" });
    await expect(within(topics).getAllByRole("listitem")).toHaveLength(2);
    await expect(
      canvas.getByText(
        (_, element) => element?.tagName === "P" && /^Reviewed by/.test(element.textContent ?? ""),
      ),
    ).toHaveTextContent("Reviewed by Dr. Ana Lopez and Sam Okafor on 3 March 2026");
    await expect(canvas.getByRole("heading", { level: 2, name: "What hot flushes are" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Treatments" })).toBeVisible();
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByRole("note")).toHaveTextContent(LIBRARY_ARTICLE_NOTE);

    const sources = canvas.getByRole("region", { name: "Sources" });
    const items = within(sources).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("Menopause: identification and management (NG23)");
    await expect(items[0]).toHaveTextContent("NICE, 2024.");
    const link = within(sources).getByRole("link", { name: /Menopause: identification and management/ });
    await expect(link).toHaveAttribute("href", "https://www.nice.org.uk/guidance/ng23");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    // A source without a web address is cited without a link.
    await expect(within(items[2]!).queryByRole("link")).not.toBeInTheDocument();
    await expect(items[2]).toHaveTextContent("Managing menopausal symptoms. ACOG, 2023.");
    await expect(canvas.queryByRole("region", { name: "Attachments" })).not.toBeInTheDocument();
  },
};

/** Files attached to the article, each opened by a button, with its type and size. */
export const WithAttachments: Story = {
  args: { article: { ...libraryArticle, attachments } },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole("region", { name: "Attachments" });
    await userEvent.click(within(region).getByRole("button", { name: "hot-flush-diary.pdf" }));
    await expect(args.onAttachmentOpen).toHaveBeenCalledWith(attachments[0]);
    await expect(within(region).getByText("PDF, 180 KB")).toBeVisible();
    await expect(within(region).getByRole("button", { name: "cooling-tips.png" })).toBeVisible();
    await expect(within(region).getByText("PNG image, 51 KB")).toBeVisible();
  },
};

/** The page's own actions (the web app puts Save to a folder here) sit under the topics. */
export const WithActions: Story = {
  args: {
    actions: (
      <button type="button" className="rounded-md border border-border px-3 py-1.5 text-sm font-medium">
        Save
      </button>
    ),
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole("article");
    const save = within(article).getByRole("button", { name: "Save" });
    await expect(
      save.compareDocumentPosition(within(article).getByRole("list", { name: "Topics" })) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  },
};

/**
 * 'Ask about this article', for every signed-in role, beside Save: a link to a new chat that
 * starts from this article (`/ask?about={id}`).
 */
export const AskAboutThisArticle: Story = {
  args: {
    askHref: "/ask?about=article-1",
    actions: (
      <Button variant="outline" size="sm">
        Save
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const article = within(canvas.getByRole("article"));
    const ask = article.getByRole("link", { name: "Ask about this article" });
    await expect(ask).toHaveAttribute("href", "/ask?about=article-1");
    await expect(
      ask.compareDocumentPosition(article.getByRole("button", { name: "Save" })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/**
 * Opened from a search on the library's second page: 'Back to library' returns to that list
 * (its search and page), not to the first page of the whole library.
 */
export const BackToTheSearch: Story = {
  args: { libraryHref: "/library?q=hot+flashes&page=2", askHref: "/ask?about=article-1" },
  play: async ({ canvas }) => {
    const back = canvas.getByRole("link", { name: "Back to library" });
    await expect(back).toHaveAttribute("href", "/library?q=hot+flashes&page=2");
    const url = new URL(back.getAttribute("href")!, "https://haven.test");
    await expect(url.searchParams.get("q")).toBe("hot flashes");
    await expect(url.searchParams.get("page")).toBe("2");
  },
};

/**
 * A practitioner reading an article written for clients: beside Save, the web app puts 'Share with
 * clients' and 'Who has access', which open the care dialogs for this item.
 */
export const PractitionerSharing: Story = {
  args: {
    actions: (
      <>
        <Button variant="outline" size="sm">
          Save
        </Button>
        <Button variant="outline" size="sm">
          Share with clients
        </Button>
        <Button variant="outline" size="sm">
          Who has access
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const article = within(canvas.getByRole("article"));
    const share = article.getByRole("button", { name: "Share with clients" });
    await expect(share).toBeVisible();
    await expect(article.getByRole("button", { name: "Who has access" })).toBeVisible();
    // In reading order after Save, under the topics.
    await expect(
      article.getByRole("button", { name: "Save" }).compareDocumentPosition(share) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** An article published without a recorded review date or reviewers: its publishing day shows instead. */
export const PublishedOnly: Story = {
  args: { article: { ...libraryArticle, reviewers: [], reviewedAt: null, sources: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Published")).toHaveTextContent("Published 4 March 2026");
    await expect(canvas.queryByText(/Reviewed/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Sources" })).not.toBeInTheDocument();
  },
};

/**
 * A body (and a source) written to attack the reader: no script, frame, handler, image or
 * `javascript:` link reaches the page; the raw HTML shows as nothing that runs.
 */
export const HostileMarkdown: Story = {
  args: {
    article: {
      ...libraryArticle,
      documentText: hostileBody,
      sources: [
        {
          title: "A source with a script address",
          publisher: "Nobody",
          year: 2024,
          url: "javascript:alert(1)",
        },
      ],
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvasElement.querySelector("script, iframe, img, object, embed, [onerror], [onclick], [style]"),
    ).toBeNull();
    await expect((window as { __libraryAttack?: boolean }).__libraryAttack).toBeUndefined();
    for (const link of canvasElement.querySelectorAll("a")) {
      await expect(link.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    await expect(canvas.getByText("[Image: tracking pixel]")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^link/ })).toHaveAttribute(
      "href",
      "https://www.menopause.org/",
    );
    const sources = canvas.getByRole("region", { name: "Sources" });
    await expect(within(sources).queryByRole("link")).not.toBeInTheDocument();
    await expect(within(sources).getByText("A source with a script address")).toBeVisible();
  },
};

/** While the article loads the page keeps its shape, and the way back is already there. */
export const Loading: Story = {
  args: { status: "loading", article: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the article" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "Back to library" })).toHaveAttribute("href", "/library");
  },
};

/** Not published, written for practitioners, or a wrong link (the API answers 404). */
export const NotFound: Story = {
  args: { status: "not-found", article: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "This article is not available" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to library" })).toHaveAttribute("href", "/library");
  },
};

/** The article could not be loaded: the reason, and Try again. */
export const ApiError: Story = {
  args: {
    status: "error",
    article: null,
    error: "The server could not be reached. Check your connection.",
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "The article could not be loaded" }),
    ).toBeVisible();
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The server could not be reached. Check your connection.");
    within(alert).getByRole("button", { name: "Try again" }).focus();
    await user.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone: the text wraps, a wide table scrolls in its own box, nothing overflows the page. */
export const Mobile: Story = {
  args: { article: { ...libraryArticle, attachments } },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Hot flushes: what helps" })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
