import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

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
import { FAILED_MAIL_ID, mailItems, mailPage, manyMail, noMail } from "../administration.fixtures";
import { MailSection } from "./mail-section";

const meta = {
  title: "Screens/Admin/Mail",
  component: MailSection,
  parameters: { layout: "padded" },
  afterEach: restPage,
  decorators: [inPageMain],
  args: {
    mail: mailPage,
    status: null,
    onStatusChange: fn(),
    onPageChange: fn(),
    onRetryMail: fn(),
    backHref: "/admin",
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof MailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Failed, waiting and sent mail, never a body; Retry on the failed one only. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    const rows = within(canvas.getByRole("table", { name: "Mail, the newest first" })).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent("Failed");
    await expect(rows[1]).toHaveTextContent("ECONNREFUSED");
    await expect(rows[2]).toHaveTextContent("Waiting");
    await expect(rows[3]).toHaveTextContent("Sent");
    await expect(canvas.getAllByRole("button", { name: /^Retry/ })).toHaveLength(1);
    await press(
      canvas.getByRole("button", { name: "Retry the mail to priya.natarajan@example.com" }),
      userEvent.keyboard,
    );
    await expect(args.onRetryMail).toHaveBeenCalledWith(mailItems[0]);
  },
};

/** The status filter. */
export const FilterByStatus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await press(canvas.getByRole("combobox", { name: "Status" }), userEvent.keyboard);
    await userEvent.click(await within(document.body).findByRole("option", { name: "Failed" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("failed");
  },
};

export const Retrying: Story = {
  args: { retryingId: FAILED_MAIL_ID },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^Retry/ })).toBeDisabled();
  },
};

export const ManyPages: Story = {
  args: { mail: manyMail },
  play: playNextPage("Pages of mail"),
};

export const Loading: Story = {
  args: { mail: undefined, loading: true },
  play: playLoading("Loading the outbox"),
};

export const Empty: Story = {
  args: { mail: noMail },
  play: playEmpty("No mail yet"),
};

/** No failed mail: good news, said plainly. */
export const NoFailedMail: Story = {
  args: { mail: noMail, status: "failed" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No failed mail" })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { mail: undefined, ...loadFailedArgs() },
  play: playLoadFailed("The outbox could not be loaded"),
};

export const Mobile: Story = mobileTableStory;
