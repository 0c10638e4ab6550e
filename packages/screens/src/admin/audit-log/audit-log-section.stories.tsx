import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { inPageMain, press } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import {
  loadFailedArgs,
  mobileTableStory,
  playLoadFailed,
  playLoading,
  playNextPage,
} from "../stories/admin-list-plays";
import { auditPage, manyAuditEntries, noAuditEntries } from "../administration.fixtures";
import { AuditLogSection } from "./audit-log-section";

const meta = {
  title: "Screens/Admin/AuditLog",
  component: AuditLogSection,
  parameters: { layout: "padded" },
  afterEach: restPage,
  decorators: [inPageMain],
  args: {
    auditLog: auditPage,
    filters: {},
    onFiltersChange: fn(),
    onPageChange: fn(),
    onDownloadCsv: fn(),
    backHref: "/admin",
    timeZone: "Europe/London",
  },
} satisfies Meta<typeof AuditLogSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest entries: when, what, who and whose; a deleted person shows by their id only. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    const table = canvas.getByRole("table", { name: "Audit log entries, the newest first" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent("Changed a role");
    await expect(rows[1]).toHaveTextContent("Practitioner to Reviewer");
    await expect(rows[2]).toHaveTextContent("Deactivated a person");
    await expect(rows[3]).toHaveTextContent("Read a client's health data");
    await expect(rows[4]).toHaveTextContent("Deleted account 9f9f9f9f");
    await press(canvas.getByRole("button", { name: "Download CSV" }), userEvent.keyboard);
    await expect(args.onDownloadCsv).toHaveBeenCalledOnce();
  },
};

/** Filters by who, whose, what and when, applied together. */
export const Filtering: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Who (e-mail or id)" }), "admin@example.com ");
    await press(canvas.getByRole("combobox", { name: "Action" }), userEvent.keyboard);
    await userEvent.click(await within(document.body).findByRole("option", { name: "Deactivated a person" }));
    await userEvent.type(canvas.getByLabelText("From"), "2026-11-01");
    await press(canvas.getByRole("button", { name: "Apply filters" }), userEvent.keyboard);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      actor: "admin@example.com",
      action: "admin.person-deactivated",
      from: "2026-11-01",
    });
  },
};

/** Filters in force, with a field's message from the server; Clear drops them all. */
export const Filtered: Story = {
  args: {
    filters: { subject: "jonas.berg@example.com", from: "2026-11-30", to: "2026-11-01" },
    filterErrors: { to: "The start date must not be after the end date." },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("textbox", { name: "Whose (e-mail or id)" })).toHaveValue(
      "jonas.berg@example.com",
    );
    await expect(canvas.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("The start date must not be after the end date.")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Clear" }), userEvent.keyboard);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
  },
};

export const ManyPages: Story = {
  args: { auditLog: manyAuditEntries },
  play: playNextPage("Pages of the audit log", "2412 entries"),
};

export const Loading: Story = {
  args: { auditLog: undefined, loading: true },
  play: playLoading("Loading the audit log"),
};

export const Empty: Story = {
  args: { auditLog: noAuditEntries },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No entries yet" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  },
};

export const NoMatches: Story = {
  args: { auditLog: noAuditEntries, filters: { action: "care.ended" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "No entries match" })).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Download CSV" })).toHaveAttribute("aria-busy", "true");
  },
};

export const DownloadFailed: Story = {
  args: { downloadError: "We could not reach the server. Check your connection." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("We could not reach the server.");
  },
};

export const LoadFailed: Story = {
  args: { auditLog: undefined, ...loadFailedArgs() },
  play: playLoadFailed("The audit log could not be loaded"),
};

export const Mobile: Story = mobileTableStory;
