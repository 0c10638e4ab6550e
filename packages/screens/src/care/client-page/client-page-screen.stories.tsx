import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { chartsAtRest, chartsDrawn } from "../../health/glucose/chart-story-helpers";
import { inPageMain, press } from "../../health/shared/story-helpers";
import {
  CLIENT_PAGE_TODAY,
  CLIENT_PAGE_ZONE,
  clientGlucose,
  clientMoods,
  clientNotSharing,
  clientProfile,
  clientSymptoms,
  clientTimelineDays,
  clientWithAlerts,
  clientWithCautions,
  newClient,
} from "./care-client-page.fixtures";
import { ClientPageScreen, type ClientPageScreenProps, type ClientPageTab } from "./client-page-screen";

/** Keeps the chosen tab, as the route does in the URL. */
function ClientPageStory(props: ClientPageScreenProps) {
  const [tab, setTab] = React.useState<ClientPageTab>(props.tab);
  return (
    <ClientPageScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/Care/ClientPage",
  component: ClientPageScreen,
  parameters: { layout: "padded" },
  render: (args) => <ClientPageStory {...args} />,
  decorators: [inPageMain],
  afterEach: chartsAtRest,
  args: {
    profile: clientProfile,
    tab: "overview",
    onTabChange: fn(),
    clientsHref: "/coaches",
    editHref: `/coaches/clients/${clientProfile.info.clientId}/edit`,
    sessionHref: (chatId: string) => `/coaches/sessions/${chatId}`,
    handoutHref: (handoutId: string) => `/coaches/handouts/${handoutId}`,
    libraryHref: (contentId: string) => `/library/${contentId}`,
    onShare: fn(),
    onMakeActive: fn(),
    onEndCare: fn(),
    onMarkAlertsSeen: fn(),
    onRevoke: fn(),
    symptoms: { items: clientSymptoms },
    glucose: { items: clientGlucose },
    mood: { items: clientMoods },
    timeline: {
      days: clientTimelineDays,
      period: 90,
      onPeriodChange: fn(),
      today: CLIENT_PAGE_TODAY,
      unit: "mg/dL",
    },
    timeZone: CLIENT_PAGE_ZONE,
  },
} satisfies Meta<typeof ClientPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client at a glance: latest check-in, mood and glucose, the 90-day trend, a caution, notes and a seen red flag. */
export const Overview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Carmen Ortiz" })).toBeVisible();
    await expect(canvas.getByText("carmen.ortiz@example.com")).toBeVisible();
    await expect(canvas.getByText("Client since 3 Oct 2025")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Clients" })).toHaveAttribute("href", "/coaches");
    await expect(canvas.getByRole("link", { name: "Edit info" })).toHaveAttribute(
      "href",
      `/coaches/clients/${clientProfile.info.clientId}/edit`,
    );
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getAllByRole("tab")).toHaveLength(8);
    const cautions = within(canvas.getByRole("region", { name: "Cautions for hormone therapy" }));
    await expect(cautions.getByText("Family history of breast cancer")).toBeVisible();
    await expect(cautions.getByText("(from: Family history)")).toBeVisible();
    await expect(canvas.getByText("104 mg/dL")).toBeVisible();
    await expect(canvas.getByText("7-day average: 101 mg/dL.")).toBeVisible();
    await expect(canvas.getByText(/points lower \(better\) than on 5 May 2026/)).toBeVisible();
    await expect(canvas.getByText(/Raised on 2 Mar 2026: Chest pain\. Seen on 2 Mar 2026\./)).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await chartsDrawn(canvasElement);
    await expect(canvas.getByRole("figure", { name: /MRS total and subscales, last 90 days/ })).toBeVisible();
  },
};

/** An unseen red flag heads the page (no chat text); Mark as seen asks for all of them to be marked. */
export const WithAlerts: Story = {
  args: { profile: clientWithAlerts },
  play: async ({ args, canvas, userEvent: user }) => {
    const alert = within(canvas.getByRole("alert"));
    await expect(alert.getByText("A red flag to follow up")).toBeVisible();
    await expect(alert.getByText("Red flag raised on 11 May 2026: Bleeding after menopause")).toBeVisible();
    await press(alert.getByRole("button", { name: "Mark as seen" }), user.keyboard);
    await expect(args.onMarkAlertsSeen).toHaveBeenCalledOnce();
  },
};

/** The alerts are being marked seen: the button is busy. */
export const MarkingAlertsSeen: Story = {
  args: { profile: clientWithAlerts, markingAlertsSeen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Mark as seen" })).toHaveAttribute("aria-busy", "true");
  },
};

/**
 * The client stopped sharing: no health tabs, the reason and how they can turn it back on; the
 * red flags and what was shared are still there. A health tab in the URL falls back to Overview.
 */
export const StoppedSharing: Story = {
  args: { profile: clientNotSharing, tab: "glucose" },
  play: async ({ canvas, userEvent: user }) => {
    await expect(canvas.getByText(/has stopped sharing their health data with you/)).toBeVisible();
    await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Overview", "Shared"]);
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Bleeding after menopause");
    await expect(canvas.queryByRole("heading", { name: "Latest check-in" })).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Cautions for hormone therapy" })).toBeNull();
    await press(canvas.getByRole("tab", { name: "Shared" }), user.keyboard);
    const table = await canvas.findByRole("table", { name: "Shared with Carmen Ortiz" });
    await expect(table).toHaveTextContent("Sleep routine for night sweats");
  },
};

/** Check-ins and quick logs, newest first, read-only. */
export const CheckIns: Story = {
  args: { tab: "check-ins" },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Check-ins and quick logs of Carmen Ortiz" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent("12 May 2026Check-in14 of 44, Moderate");
    await expect(rows[2]).toHaveTextContent("9 May 2026Quick logHot flushes and sweating: 3 Severe");
    await expect(within(table).queryByRole("button")).toBeNull();
  },
};

/** Readings in the client's unit (mmol/L here), each with its type and band. */
export const Glucose: Story = {
  args: {
    tab: "glucose",
    profile: {
      ...clientProfile,
      snapshot: {
        ...clientProfile.snapshot!,
        preferences: { ...clientProfile.snapshot!.preferences, glucoseUnit: "mmol/L" },
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Glucose readings of Carmen Ortiz" });
    await expect(within(table).getByRole("columnheader", { name: "Value (mmol/L)" })).toBeVisible();
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent("Fasting5.2 mmol/LIn range");
    await expect(rows[2]).toHaveTextContent("After a meal (2 h)10.2 mmol/LRaisedPasta lunch");
  },
};

/** Moods with their number and word, notes and tags. */
export const Mood: Story = {
  args: { tab: "mood" },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Moods of Carmen Ortiz" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent("11 May 20264 GoodSlept through for once.Sleep");
    await expect(rows[3]).toHaveTextContent(
      "2 BadHot flushes kept me up; tired all day.Hot flushes, Sleep, Energy",
    );
  },
};

/**
 * The client's own timeline, under this page's h1: an h2 and words about the client, not to
 * them ("Carmen Ortiz's check-ins…"); its table is "Carmen Ortiz's health by day".
 */
export const Timeline: Story = {
  args: { tab: "timeline" },
  play: async ({ canvas, canvasElement, userEvent: user }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Carmen Ortiz's timeline" }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByText(/^Carmen Ortiz's check-ins, glucose and mood on the same days/),
    ).toBeVisible();
    await expect(canvas.queryByText(/\bYour\b/)).toBeNull();
    await expect(canvas.getByRole("heading", { name: "The last 90 days" })).toBeVisible();
    await chartsDrawn(canvasElement);
    await expect(canvas.getAllByRole("figure")).toHaveLength(3);
    await press(canvas.getByRole("tab", { name: "Table by day" }), user.keyboard);
    await expect(await canvas.findByRole("table", { name: "Carmen Ortiz's health by day" })).toBeVisible();
    await press(canvas.getByRole("tab", { name: "Charts" }), user.keyboard);
    await waitFor(() => expect(canvas.getAllByRole("figure")).toHaveLength(3));
  },
};

/** The health history read-only, its cautions first: blood clots from a condition, breast cancer from the family. */
export const HealthHistoryWithCautions: Story = {
  args: { tab: "history", profile: clientWithCautions },
  play: async ({ canvas }) => {
    const cautions = within(await canvas.findByRole("region", { name: "Cautions for hormone therapy" }));
    await expect(cautions.getByText("History of blood clots")).toBeVisible();
    await expect(cautions.getByText("(from: Deep vein thrombosis after surgery (2015))")).toBeVisible();
    await expect(cautions.getByText("Family history of breast cancer")).toBeVisible();
    await expect(canvas.getAllByText("Hormone therapy")).toHaveLength(2);
    await expect(canvas.getByText("Estrogen only, Gel")).toBeVisible();
    await expect(canvas.getByText("Former smoker")).toBeVisible();
    await expect(canvas.getByText("6 units a week")).toBeVisible();
    await expect(canvas.getByText("Last updated by Carmen Ortiz on 10 May 2026.")).toBeVisible();
  },
};

/** The onboarding answers as questions and answers. */
export const Onboarding: Story = {
  args: { tab: "onboarding" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Onboarding answers" })).toBeVisible();
    await expect(canvas.getByText("Menopause status")).toBeVisible();
    await expect(canvas.getByText("Perimenopause", { selector: "dd span" })).toBeVisible();
    await expect(canvas.getByText("Not answered")).toBeVisible();
  },
};

/** What was shared (each title opens it) and whether it was opened, with Revoke; and the chats the client shared. */
export const Shared: Story = {
  args: { tab: "shared" },
  play: async ({ args, canvas, userEvent: user }) => {
    const table = await canvas.findByRole("table", { name: "Shared with Carmen Ortiz" });
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent(
      "Hormone therapy: benefits and risksLibrary item6 May 2026Not opened yet",
    );
    await expect(rows[2]).toHaveTextContent(
      "Sleep routine for night sweatsHandout28 Apr 2026Opened 28 Apr 2026",
    );
    await expect(
      within(rows[1]!).getByRole("link", { name: "Hormone therapy: benefits and risks" }),
    ).toHaveAttribute("href", `/library/${clientProfile.shared[1]!.targetId}`);
    await expect(
      within(rows[2]!).getByRole("link", { name: "Sleep routine for night sweats" }),
    ).toHaveAttribute("href", `/coaches/handouts/${clientProfile.shared[0]!.targetId}`);
    await expect(
      canvas.getByRole("link", { name: "Are night sweats a sign of something else?" }),
    ).toHaveAttribute("href", "/coaches/sessions/3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c01");
    await press(
      canvas.getByRole("button", { name: "Revoke Hormone therapy: benefits and risks" }),
      user.keyboard,
    );
    await expect(args.onRevoke).toHaveBeenCalledWith(clientProfile.shared[1]);
  },
};

/** End care asks first; confirming calls back and the dialog closes, the focus back on End care. */
export const EndCare: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const endCare = canvas.getByRole("button", { name: "End care" });
    await press(endCare, user.keyboard);
    const element = await page.findByRole("alertdialog", { name: "End care for Carmen Ortiz?" });
    await waitFor(() => expect(element).toBeVisible());
    const dialog = within(element);
    await expect(
      dialog.getByText("They keep their account and their data; you will no longer see it."),
    ).toBeVisible();
    await press(dialog.getByRole("button", { name: "End care" }), user.keyboard);
    await expect(args.onEndCare).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(endCare).toHaveFocus());
  },
};

/** Working for this client: the button gives way to what is true now. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You are working for Carmen Ortiz")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Work for this client" })).toBeNull();
  },
};

/** A client who joined today: nothing logged, shared or answered; the account name stands for the name. */
export const NewClientNoData: Story = {
  args: {
    profile: newClient,
    symptoms: { items: [] },
    glucose: { items: [] },
    mood: { items: [] },
    timeline: { days: [], period: 90, onPeriodChange: fn(), today: CLIENT_PAGE_TODAY, unit: "mg/dL" },
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Dana Whitfield" })).toBeVisible();
    await expect(canvas.getByText("No check-in yet.")).toBeVisible();
    await expect(canvas.getByText("No mood logged yet.")).toBeVisible();
    await expect(canvas.getByText("No glucose readings yet.")).toBeVisible();
    await expect(canvas.getByText("No check-ins in the last 90 days.")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Work for this client" }), user.keyboard);
    await expect(args.onMakeActive).toHaveBeenCalledOnce();
    await press(canvas.getByRole("tab", { name: "Overview" }), user.keyboard);
    await user.keyboard("{ArrowRight}");
    await expect(await canvas.findByText("Dana Whitfield has no check-ins or quick logs yet.")).toBeVisible();
    await user.keyboard("{End}");
    await expect(
      await canvas.findByText("You have not shared anything with Dana Whitfield yet."),
    ).toBeVisible();
    await expect(canvas.getByText("Dana Whitfield has not shared any chats with you.")).toBeVisible();
    await user.keyboard("{ArrowLeft}");
    await expect(await canvas.findByText("No onboarding answers.")).toBeVisible();
    await user.keyboard("{ArrowLeft}");
    await expect(await canvas.findByText("Dana Whitfield has not saved a health history yet.")).toBeVisible();
    await expect(canvas.getAllByText("Not recorded")).toHaveLength(10);
    await expect(args.onTabChange).toHaveBeenLastCalledWith("history");
  },
};

/** A list that is loading, and one that failed, inside their tabs. */
export const ListFailed: Story = {
  args: {
    tab: "glucose",
    glucose: { items: [], error: "We could not reach the server. Check your connection.", onRetry: fn() },
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(await canvas.findByText("The glucose readings could not be loaded")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.glucose.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { profile: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the client" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "Back to Clients" })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { profile: null, loadError: "We could not reach the server. Check your connection.", onRetry: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("This client could not be loaded")).toBeVisible();
    await press(canvas.getByRole("button", { name: "Try again" }), user.keyboard);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { profile: null, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "No such client" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Clients" })).toHaveAttribute("href", "/coaches");
  },
};

/** At 375 px: the actions and tabs wrap, nothing wider than the screen. */
export const Mobile: Story = {
  args: { profile: clientWithAlerts },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
