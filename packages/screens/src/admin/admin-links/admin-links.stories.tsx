import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { inPageMain } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import { AdminLinks } from "./admin-links";

const meta = {
  title: "Screens/Admin/AdminLinks",
  component: AdminLinks,
  parameters: { layout: "padded" },
  afterEach: restPage,
  decorators: [inPageMain],
  args: {
    peopleHref: "/admin/people",
    auditLogHref: "/admin/audit-log",
    mailHref: "/admin/mail",
    sourcesHref: "/admin/sources",
  },
} satisfies Meta<typeof AdminLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Administration page's ways to People, the Audit log, Mail and Sources. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "People and records" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^People/ })).toHaveAttribute("href", "/admin/people");
    await expect(canvas.getByRole("link", { name: /^Audit log/ })).toHaveAttribute(
      "href",
      "/admin/audit-log",
    );
    await expect(canvas.getByRole("link", { name: /^Mail/ })).toHaveAttribute("href", "/admin/mail");
    await expect(canvas.getByRole("link", { name: /^Sources/ })).toHaveAttribute("href", "/admin/sources");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
