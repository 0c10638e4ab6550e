import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { AdminScreen, type AdminScreenProps } from "./admin-screen";

const libraryStatus = {
  byStatus: {
    raw: 4,
    "ready-for-review": 2,
    waiting: 3,
    "second-review-requested": 1,
    "ready-to-publish": 2,
    live: 56,
    archived: 2,
  },
  pastDueReviews: 1,
  citingUpdatedSources: 3,
};

/** Keeps the typed address, as the page's container does. */
function AdminStory(props: AdminScreenProps) {
  const [url, setUrl] = React.useState(props.sourceUrl);
  return (
    <AdminScreen
      {...props}
      sourceUrl={url}
      onSourceUrlChange={(next) => {
        setUrl(next);
        props.onSourceUrlChange(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/App/AdminScreen",
  component: AdminScreen,
  parameters: { layout: "padded" },
  render: (args) => <AdminStory {...args} />,
  decorators: [
    (Story) => (
      <main className="flex flex-col gap-6">
        <Story />
      </main>
    ),
  ],
  args: {
    libraryStatus,
    libraryHref: "/content-manager/library",
    sourceUrl: "",
    onSourceUrlChange: fn(),
    onMarkSource: fn(),
  },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The library's health in figures, and the form to mark a source as updated. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
    const inReview = canvas.getByText("In review").closest("div")!;
    await expect(inReview).toHaveTextContent("6");
    await expect(canvas.getByText("Citing an updated source").closest("div")).toHaveTextContent("3");
    await userEvent.type(
      canvas.getByLabelText(/Source web address/),
      "https://www.nice.org.uk/guidance/ng23",
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onMarkSource).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { libraryStatus: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Loading the library's health")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    libraryStatus: undefined,
    loadError: "We could not reach the server. Check your connection.",
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A wrong address keeps what was typed, says what is wrong, and takes the focus there. */
export const InvalidAddress: Story = {
  args: {
    sourceUrl: "www.nice.org.uk",
    sourceError: "Enter the source's web address, starting with https://",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Source web address/);
    await expect(input).toHaveValue("www.nice.org.uk");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter the source's web address, starting with https://");
    await expect(input).toHaveFocus();
  },
};

export const Marking: Story = {
  args: { sourceUrl: "https://www.nice.org.uk/guidance/ng23", marking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Mark as updated" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** After marking: how many published items now need a re-review. */
export const Marked: Story = {
  args: {
    sourceUrl: "",
    marked: {
      url: "https://www.nice.org.uk/guidance/ng23",
      markedAt: "2026-11-25T10:00:00.000Z",
      citingItems: 3,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Marked https://www.nice.org.uk/guidance/ng23 as updated: 3 published items cite it and need re-review.",
    );
  },
};

export const MarkFailed: Story = {
  args: { sourceUrl: "https://www.nice.org.uk/guidance/ng23", markError: "Something went wrong. Try again." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong. Try again.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
