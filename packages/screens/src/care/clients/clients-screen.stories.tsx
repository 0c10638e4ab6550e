import { CARE_ERRORS, planLimitMessage, type CareSort } from "@pkg/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, waitFor, within } from "storybook/test";

import { inPageMain } from "../../health/shared/story-helpers";
import { restPage } from "../../onboarding/stories/story-helpers";
import {
  careActiveClient,
  careClients,
  careInvitations,
  careRecords,
  careUsage,
  careUsageFull,
  carmen,
  dana,
  ELLEN_RECORD_ID,
  HANNAH_INVITATION_ID,
  LUCY_INVITATION_ID,
  manyCareClients,
  MARIA_RECORD_ID,
  priya,
} from "../care-clients.fixtures";
import { ClientsScreen, type ClientsScreenProps } from "./clients-screen";

/** Keeps the search and sort as chosen, as the page's container does. */
function ClientsStory(props: ClientsScreenProps) {
  const [search, setSearch] = React.useState(props.search);
  const [sort, setSort] = React.useState<CareSort>(props.sort);
  return (
    <ClientsScreen
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      sort={sort}
      onSortChange={(value) => {
        setSort(value);
        props.onSortChange(value);
      }}
    />
  );
}

const meta = {
  title: "Screens/Care/Clients",
  component: ClientsScreen,
  parameters: { layout: "padded" },
  decorators: [inPageMain],
  afterEach: restPage,
  render: (args) => <ClientsStory {...args} />,
  args: {
    clients: careClients,
    records: careRecords,
    invitations: careInvitations,
    usage: careUsage,
    activeClient: careActiveClient,
    clientHref: (id: string) => `/coaches/clients/${id}`,
    search: "",
    onSearchChange: fn(),
    sort: "name",
    onSortChange: fn(),
    onInvite: fn(),
    onCreateRecord: fn(),
    onResendInvitation: fn(),
    onRevokeInvitation: fn(),
    onInviteRecord: fn(),
    onDeleteRecord: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has let it show. */
async function dialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(element.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Four clients (one with an alert, one who stopped sharing, one without a check-in), two invitations, two records. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    await expect(canvas.getByText("8 of 50 active clients (Professional plan)")).toBeVisible();
    const carmenCard = within(canvas.getByRole("article", { name: carmen.name }));
    await expect(carmenCard.getByRole("link", { name: carmen.name })).toHaveAttribute(
      "href",
      `/coaches/clients/${carmen.id}`,
    );
    await expect(carmenCard.getByText(/Working for/)).toBeVisible();
    await expect(carmenCard.getByText("Moderate")).toBeVisible();
    await expect(carmenCard.getByText("Good")).toBeVisible();
    await expect(
      await carmenCard.findByRole("img", { name: /^MRS trend: 18 to 12 over 6 check-ins/ }),
    ).toBeVisible();
    const danaCard = within(canvas.getByRole("article", { name: dana.name }));
    await expect(danaCard.getByText("1 new alert")).toBeVisible();
    const priyaCard = within(canvas.getByRole("article", { name: priya.name }));
    await expect(priyaCard.getByText("Stopped sharing health data")).toBeVisible();
    await expect(priyaCard.queryByText("Last check-in")).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Pending invitations (2)" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "To invite later (2)" })).toBeVisible();
  },
};

/** Typing in the search hands each change to the caller (which debounces it). */
export const Search: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await user.type(canvas.getByRole("searchbox", { name: "Search clients" }), "car");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("car");
  },
};

/** Choosing another order from the list (by keyboard). */
export const Sort: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveTextContent("Name");
    sort.focus();
    await user.keyboard("{Enter}");
    await page.findByRole("listbox");
    await user.keyboard("Ale");
    await waitFor(() => expect(page.getByRole("option", { name: "Alerts first" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onSortChange).toHaveBeenLastCalledWith("alerts");
    await expect(sort).toHaveTextContent("Alerts first");
  },
};

/** Revoke asks first; confirming calls back with the invitation. */
export const RevokeInvitation: Story = {
  parameters: { visual: { target: "page" } },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Revoke the invitation to Hannah Cole" }));
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole("heading", { name: "Revoke the invitation to Hannah Cole?" }),
    ).toBeVisible();
    await expect(args.onRevokeInvitation).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await expect(args.onRevokeInvitation).toHaveBeenCalledWith(HANNAH_INVITATION_ID);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull());
  },
};

/** Keeping the invitation closes the dialog and revokes nothing. */
export const RevokeKept: Story = {
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Revoke the invitation to Lucy Park" }));
    const dialog = await dialogOf(canvasElement);
    await user.click(within(dialog).getByRole("button", { name: "Keep the invitation" }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull());
    await expect(args.onRevokeInvitation).not.toHaveBeenCalled();
  },
};

/** Resend sends a new link at once (14 more days). */
export const ResendInvitation: Story = {
  play: async ({ args, canvas, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Resend the invitation to Lucy Park" }));
    await expect(args.onResendInvitation).toHaveBeenCalledWith(LUCY_INVITATION_ID);
  },
};

/** One invitation being resent: its button shows it, the other action of the row waits. */
export const InvitationBusy: Story = {
  args: { busyInvitation: { id: HANNAH_INVITATION_ID, action: "resend" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Revoke the invitation to Hannah Cole" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Revoke the invitation to Lucy Park" })).toBeEnabled();
  },
};

/** A record with an e-mail can be invited; one with a phone only says why it cannot; delete asks first. */
export const RecordActions: Story = {
  parameters: { visual: { target: "page" } },
  play: async ({ args, canvas, canvasElement, userEvent: user }) => {
    await user.click(canvas.getByRole("button", { name: "Send invitation to Maria Santos" }));
    await expect(args.onInviteRecord).toHaveBeenCalledWith(MARIA_RECORD_ID);
    const ellen = canvas.getByRole("button", { name: "Send invitation to Ellen Brooks" });
    await expect(ellen).toBeDisabled();
    await expect(ellen).toHaveAccessibleDescription(`${CARE_ERRORS.recordNeedsEmail}.`);
    await user.click(canvas.getByRole("button", { name: "Delete the record of Ellen Brooks" }));
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByRole("heading", { name: "Delete the record of Ellen Brooks?" }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDeleteRecord).toHaveBeenCalledWith(ELLEN_RECORD_ID);
  },
};

/** Nobody yet: no clients, invitations or records; the way to start. */
export const Empty: Story = {
  args: {
    clients: [],
    records: [],
    invitations: [],
    activeClient: null,
    usage: { ...careUsageFull, used: 0, clients: 0, invitations: 0, records: 0 },
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No clients yet" })).toBeVisible();
    await expect(canvas.getByText("0 of 3 active clients (Starter plan)")).toBeVisible();
    const invite = canvas.getAllByRole("button", { name: "Invite clients" });
    await user.click(invite[invite.length - 1]!);
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

/** Twenty clients (a Professional plan): cards in two columns on wide screens. */
export const ManyClients: Story = {
  args: {
    clients: manyCareClients,
    records: [],
    invitations: [],
    activeClient: null,
    usage: { ...careUsage, used: 20, clients: 20, invitations: 0, records: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Active clients (20)" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(20);
  },
};

/** Starter, 3 of 3: the limit's message, and adding or inviting is off with the reason beside it. */
export const AtPlanLimit: Story = {
  args: {
    clients: [carmen],
    records: [careRecords[0]!],
    invitations: [careInvitations[0]!],
    usage: careUsageFull,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3 of 3 active clients (Starter plan)")).toBeVisible();
    await expect(canvas.getByText(planLimitMessage("Starter", 3, 0))).toBeVisible();
    const invite = canvas.getByRole("button", { name: "Invite clients" });
    await expect(invite).toBeDisabled();
    await expect(invite).toHaveAccessibleDescription(
      "No places left: revoke an invitation or delete a client record to free one.",
    );
    await expect(canvas.getByRole("button", { name: "Add a client record" })).toBeDisabled();
  },
};

/** Clients with red-flag alerts not yet seen, sorted first. */
export const WithAlerts: Story = {
  args: {
    sort: "alerts",
    clients: [dana, { ...carmen, openAlerts: 3, latestAlertAt: "2026-05-11T07:45:00.000Z" }],
    records: [],
    invitations: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 new alert")).toBeVisible();
    await expect(canvas.getByText("3 new alerts")).toBeVisible();
    await expect(canvas.getByText(/latest on 13 May 2026/)).toBeVisible();
  },
};

/** A client who stopped sharing: name, e-mail and tags only, no health. */
export const StoppedSharing: Story = {
  args: { clients: [priya], records: [], invitations: [], activeClient: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Stopped sharing health data")).toBeVisible();
    await expect(canvas.queryByText("Last check-in", { selector: "dt" })).toBeNull();
    await expect(canvas.queryByRole("figure")).toBeNull();
  },
};

/** A search that finds nobody says so, and offers to clear it. */
export const NoSearchResults: Story = {
  args: { search: "zelda", clients: [] },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByRole("heading", { name: "No clients match 'zelda'" })).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Clear the search" }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("");
  },
};

/** The list is loading: the page keeps its shape. */
export const Loading: Story = {
  args: { loading: true, usage: null, clients: [], records: [], invitations: [], activeClient: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading your clients" })).toBeVisible();
  },
};

/** The list could not be loaded: why, and Try again. */
export const LoadError: Story = {
  args: {
    loadError: "The server did not answer. Check your connection and try again.",
    usage: null,
    clients: [],
    records: [],
    invitations: [],
    activeClient: null,
  },
  play: async ({ args, canvas, userEvent: user }) => {
    await expect(canvas.getByText("Your clients could not be loaded")).toBeVisible();
    await user.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At 375 px: one column of cards, the search above the sort, the row actions under each row. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article", { name: carmen.name })).toBeVisible();
  },
};
