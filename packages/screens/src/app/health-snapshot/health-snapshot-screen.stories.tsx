import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { HealthSnapshotScreen } from "./health-snapshot-screen";

const meta = {
  title: "Screens/App/HealthSnapshotScreen",
  component: HealthSnapshotScreen,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <main className="flex flex-col gap-6">
        <Story />
      </main>
    ),
  ],
  args: {
    firstName: "Carmen",
    articleHref: (id: string) => `/library/${id}`,
    libraryHref: "/library",
    articles: [
      {
        id: "a1",
        title: "Hot flushes and night sweats",
        summary: "Why they happen, what makes them worse, and the treatments that help most people.",
      },
      {
        id: "a2",
        title: "Sleep in perimenopause",
        summary: "Night waking is common. Habits, CBT for insomnia and treating flushes can all help.",
      },
      {
        id: "a3",
        title: "When to see a doctor",
        summary:
          "Bleeding after menopause, very heavy periods and low mood that does not lift need a clinician.",
      },
    ],
  },
} satisfies Meta<typeof HealthSnapshotScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's home: greeted by name, with the newest reviewed articles and the way to the rest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Health snapshot" })).toBeVisible();
    await expect(canvas.getByText("Welcome back, Carmen.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sleep in perimenopause" })).toHaveAttribute(
      "href",
      "/library/a2",
    );
    await expect(canvas.getByRole("link", { name: "Browse the library" })).toHaveAttribute(
      "href",
      "/library",
    );
  },
};

/** Right after the onboarding, the first visit is a welcome, not a welcome back. */
export const FirstVisit: Story = {
  args: { firstVisit: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Welcome, Carmen.")).toBeVisible();
    await expect(canvas.queryByText(/Welcome back/)).not.toBeInTheDocument();
  },
};

/** Without a first name there is no greeting, never an empty one. */
export const WithoutName: Story = {
  args: { firstName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Welcome/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading articles")).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The library has no articles yet.")).toBeVisible();
  },
};

/** The articles could not load: the reason, and a way to try again. */
export const LoadFailed: Story = {
  args: { articles: [], error: "We could not reach the server. Check your connection.", onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("We could not reach the server.");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
