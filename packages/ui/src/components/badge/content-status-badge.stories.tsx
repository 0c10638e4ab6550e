import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { CONTENT_STATUSES, ContentStatusBadge } from "./badge";

const meta = {
  title: "UI/ContentStatusBadge",
  component: ContentStatusBadge,
  args: {
    status: "Raw",
    size: "sm",
  },
  argTypes: {
    status: { control: "select", options: [...CONTENT_STATUSES] },
    size: { control: "select", options: ["sm", "md"] },
  },
} satisfies Meta<typeof ContentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A raw (generated, not yet reviewed) item reads 'AI-Generated'. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("AI-Generated");
    await expect(badge).toHaveAttribute("data-status", "Raw");
  },
};

/** Submitted, waiting for a reviewer, or sent to a second reviewer: all read 'In-Review'. */
export const InReview: Story = {
  args: { status: "Waiting" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("In-Review")).toHaveAttribute("data-status", "Waiting");
  },
};

export const Approved: Story = {
  args: { status: "Ready to Publish" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Approved")).toBeVisible();
  },
};

export const Published: Story = {
  args: { status: "Live" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Published")).toBeVisible();
  },
};

export const Archived: Story = {
  args: { status: "Archived" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Archived")).toBeVisible();
  },
};

/** Every internal status with the label shown for it (spec section 4, 'Content status'). */
export const AllStatuses: Story = {
  render: (args) => (
    <table className="text-sm">
      <thead>
        <tr>
          <th className="pr-6 pb-2 text-left font-medium">Internal status</th>
          <th className="pb-2 text-left font-medium">Label shown</th>
        </tr>
      </thead>
      <tbody>
        {CONTENT_STATUSES.map((status) => (
          <tr key={status}>
            <td className="py-1 pr-6">{status}</td>
            <td className="py-1">
              <ContentStatusBadge {...args} status={status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    await expect(rows).toEqual([
      ["Raw", "AI-Generated"],
      ["Ready for Review", "In-Review"],
      ["Waiting", "In-Review"],
      ["Second Review Requested", "In-Review"],
      ["Ready to Publish", "Approved"],
      ["Live", "Published"],
      ["Archived", "Archived"],
    ]);
  },
};

export const Dark: Story = {
  ...AllStatuses,
  globals: { theme: "dark" },
};
