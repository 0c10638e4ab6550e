import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { MarkdownView, MarkdownViewLoading, MarkdownViewPlain } from "./markdown-view";

const article = `Hot flushes are the most common symptom of the menopause transition. Most people have them for a
few years; some for longer.

## What helps

- Layers of clothing you can take off, and a cool bedroom
- Regular exercise and a healthy weight
- **Hormone therapy** is the most effective treatment for most people: talk it through with your clinician

## When to get help

1. Bleeding after the menopause
2. Chest pain or shortness of breath

| Option | Evidence |
| --- | --- |
| Hormone therapy | Strong |
| Cognitive behavioural therapy | Moderate |

> Talk to your clinician before starting or stopping any treatment.

Source: [NICE guideline NG23 (2024)](https://www.nice.org.uk/guidance/ng23).`;

const hostile = `# Hostile text

<script>window.__markdownAttack = true</script>

<img src="x" onerror="window.__markdownAttack = true">

<iframe src="https://example.com"></iframe>

[Click me](javascript:window.__markdownAttack=true) and [data](data:text/html;base64,PHNjcmlwdD4=)

![tracking pixel](https://tracker.example.com/pixel.png)

A safe [link](https://www.menopause.org/).`;

const meta = {
  title: "UI/MarkdownView",
  component: MarkdownView,
  args: { markdown: article, headingOffset: 1 },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A library item's body: its `##` headings become `<h3>` under the page's own, lists, a table, a quote and a source link. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "What helps" })).toBeVisible();
    await expect(canvas.getByRole("table")).toBeVisible();
    const source = canvas.getByRole("link", { name: /NICE guideline NG23/ });
    await expect(source).toHaveAttribute("target", "_blank");
    await expect(source).toHaveAttribute("rel", "noopener noreferrer nofollow");
  },
};

/** Raw HTML shows as nothing that runs: no script, frame, handler, image or javascript: link. */
export const Hostile: Story = {
  args: { markdown: hostile },
  play: async ({ canvasElement, canvas }) => {
    const view = canvasElement.querySelector("[data-slot=markdown-view]")!;
    await expect(view.querySelector("script, iframe, img, [onerror], [onclick], [style]")).toBeNull();
    await expect((window as { __markdownAttack?: boolean }).__markdownAttack).toBeUndefined();
    // The link the sanitiser dropped reads as plain words, not as a link that goes nowhere.
    await expect(canvas.getByText("Click me").closest("a")).toBeNull();
    await expect(canvas.getByText("[Image: tracking pixel]")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /link/ })).toHaveAttribute(
      "href",
      "https://www.menopause.org/",
    );
  },
};

const hugeTable = [
  `| ${Array.from({ length: 40 }, (_, column) => `Column ${column + 1}`).join(" | ")} |`,
  `| ${Array.from({ length: 40 }, () => "---").join(" | ")} |`,
  ...Array.from(
    { length: 60 },
    (_, row) => `| ${Array.from({ length: 40 }, (_, column) => `r${row + 1}c${column + 1}`).join(" | ")} |`,
  ),
].join("\n");

/**
 * A huge table (40 columns, 60 rows) stays inside its own scrolling box on a phone: the page
 * never becomes wider than the screen, and the text after it is still there.
 */
export const HugeTable: Story = {
  args: { markdown: `Before the table.\n\n${hugeTable}\n\nAfter the table.` },
  globals: { viewport: { value: "mobile" } },
  // Sixty rows make a screenshot of no use; the play function checks the layout.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, canvas }) => {
    const view = canvasElement.querySelector<HTMLElement>("[data-slot=markdown-view]")!;
    const table = canvas.getByRole("table");
    // The keyboard reaches the box (it is the text's first stop), named by its first headings.
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Table: Column 1, Column 2, Column 3…" })).toHaveFocus();
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(60);
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText("After the table.")).toBeInTheDocument();
  },
};

/**
 * While the renderer loads (the first text a page shows, unless the page loaded it ahead): lines of
 * placeholder in the text's place, marked busy, and a hidden "Loading the text…" for screen
 * readers. Storybook loads the renderer before every story, so this story shows the state's own
 * part, which `MarkdownView` renders.
 */
export const Loading: Story = {
  render: ({ className }) => <MarkdownViewLoading className={className} />,
  play: async ({ canvasElement, canvas }) => {
    const view = canvasElement.querySelector<HTMLElement>("[data-slot=markdown-view]")!;
    await expect(view).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading the text…")).toBeInTheDocument();
    await expect(canvas.queryByRole("heading")).not.toBeInTheDocument();
  },
};

/**
 * When the renderer cannot load (the connection dropped): the text as it was written, Markdown
 * marks and all, so nothing is lost.
 */
export const RendererUnavailable: Story = {
  render: ({ markdown, className }) => <MarkdownViewPlain markdown={markdown} className={className} />,
  play: async ({ canvasElement, canvas }) => {
    const view = canvasElement.querySelector<HTMLElement>("[data-slot=markdown-view]")!;
    await expect(view).toHaveAttribute("data-state", "plain");
    await expect(view).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByText(/## What helps/)).toBeInTheDocument();
    await expect(canvas.queryByRole("heading")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

export const Dark: Story = { globals: { theme: "dark" } };
