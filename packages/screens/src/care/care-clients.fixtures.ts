import type {
  ActiveClient,
  CareTrendPoint,
  ClientInfo,
  ClientRecord,
  ManagedClient,
  PendingInvitation,
  PlanUsage,
} from "@pkg/contracts";

/** The day the care stories are seen on (fixed, so that every story draws the same). */
export const CARE_CLIENTS_TODAY = "2026-05-14";

export const CARMEN_ID = "3f6c2a1e-8b4d-4c1a-9e2f-1a2b3c4d5e01";
export const DANA_ID = "3f6c2a1e-8b4d-4c1a-9e2f-1a2b3c4d5e02";
export const PRIYA_ID = "3f6c2a1e-8b4d-4c1a-9e2f-1a2b3c4d5e03";
export const JO_ID = "3f6c2a1e-8b4d-4c1a-9e2f-1a2b3c4d5e04";
export const HANNAH_INVITATION_ID = "7a1d0c9b-2e3f-4a5b-8c6d-0e1f2a3b4c01";
export const LUCY_INVITATION_ID = "7a1d0c9b-2e3f-4a5b-8c6d-0e1f2a3b4c02";
export const MARIA_RECORD_ID = "9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d01";
export const ELLEN_RECORD_ID = "9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d02";

/** Check-ins every nine days up to `last`, with these totals (oldest first). */
export function careTrend(totals: readonly number[], last = "2026-05-12"): CareTrendPoint[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return totals.map((total, index) => ({
    localDate: new Date(end - (totals.length - 1 - index) * 9 * 86_400_000).toISOString().slice(0, 10),
    total,
  }));
}

/** A client who shares their health data, with these parts changed. */
export function managedClient(
  overrides: Partial<ManagedClient> & Pick<ManagedClient, "id" | "name">,
): ManagedClient {
  return {
    email: `${overrides.name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
    tags: [],
    since: "2026-01-20T10:00:00.000Z",
    sharingHealthData: true,
    lastCheckIn: null,
    trend: [],
    lastMood: null,
    openAlerts: 0,
    latestAlertAt: null,
    ...overrides,
  };
}

export const carmen = managedClient({
  id: CARMEN_ID,
  name: "Carmen Ortiz",
  email: "carmen.ortiz@example.com",
  tags: ["Perimenopause", "Sleep"],
  lastCheckIn: { localDate: "2026-05-12", total: 12, change: -3 },
  trend: careTrend([18, 17, 19, 16, 15, 12]),
  lastMood: { mood: 4, localDate: "2026-05-13" },
});

export const dana = managedClient({
  id: DANA_ID,
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  tags: ["HRT questions"],
  lastCheckIn: { localDate: "2026-05-13", total: 22, change: 4 },
  trend: careTrend([14, 15, 18, 18, 22], "2026-05-13"),
  lastMood: { mood: 2, localDate: "2026-05-13" },
  openAlerts: 1,
  latestAlertAt: "2026-05-13T21:10:00.000Z",
});

export const priya = managedClient({
  id: PRIYA_ID,
  name: "Priya Nair",
  email: "priya.nair@example.com",
  tags: ["Postmenopause"],
  sharingHealthData: false,
});

export const jo = managedClient({
  id: JO_ID,
  name: "Jo Lambert",
  email: "jo.lambert@example.com",
  since: "2026-05-10T09:00:00.000Z",
});

export const careClients: ManagedClient[] = [carmen, dana, jo, priya];

export const careInvitations: PendingInvitation[] = [
  {
    id: HANNAH_INVITATION_ID,
    name: "Hannah Cole",
    email: "hannah.cole@example.com",
    createdAt: "2026-05-05T14:30:00.000Z",
    expiresAt: "2026-05-19T14:30:00.000Z",
  },
  {
    id: LUCY_INVITATION_ID,
    name: "Lucy Park",
    email: "lucy.park@example.com",
    createdAt: "2026-05-11T08:15:00.000Z",
    expiresAt: "2026-05-25T08:15:00.000Z",
  },
];

export const careRecords: ClientRecord[] = [
  {
    id: MARIA_RECORD_ID,
    name: "Maria Santos",
    email: "maria.santos@example.com",
    phone_number: "15555550142",
    notes: "Met at the May workshop. Asked about sleep and night sweats.",
    createdAt: "2026-05-08T16:00:00.000Z",
  },
  {
    id: ELLEN_RECORD_ID,
    name: "Ellen Brooks",
    email: null,
    phone_number: "15555550188",
    notes: "Referred by Dr Hale. Prefers a phone call first.",
    createdAt: "2026-05-09T11:20:00.000Z",
  },
];

export const careUsage: PlanUsage = {
  planId: "professional",
  planName: "Professional",
  limit: 50,
  used: 8,
  clients: 4,
  invitations: 2,
  records: 2,
};

/** A Starter plan with every place taken: one client, one invitation, one record. */
export const careUsageFull: PlanUsage = {
  planId: "starter",
  planName: "Starter",
  limit: 3,
  used: 3,
  clients: 1,
  invitations: 1,
  records: 1,
};

export const careActiveClient: ActiveClient = { id: CARMEN_ID, name: "Carmen Ortiz" };

const FIRST_NAMES = ["Alice", "Bea", "Clara", "Deb", "Eva", "Fran", "Gail", "Helen", "Iris", "June"];
const LAST_NAMES = ["Adams", "Baker", "Chen", "Diaz", "Evans"];

/** Twenty clients: some with alerts, one who stopped sharing, some without a check-in. */
export const manyCareClients: ManagedClient[] = Array.from({ length: 20 }, (_, index) => {
  const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]}`;
  const id = `5c4b3a29-1807-4f6e-8d5c-${String(index + 1).padStart(12, "0")}`;
  if (index === 7) return managedClient({ id, name, sharingHealthData: false });
  if (index % 6 === 5) return managedClient({ id, name });
  const totals = [10 + (index % 7), 12 + (index % 5), 9 + (index % 9), 8 + (index % 11)];
  const last = totals[totals.length - 1]!;
  return managedClient({
    id,
    name,
    tags: index % 3 === 0 ? ["Perimenopause"] : [],
    lastCheckIn: { localDate: "2026-05-12", total: last, change: last - totals[totals.length - 2]! },
    trend: careTrend(totals),
    lastMood: { mood: (index % 5) + 1, localDate: "2026-05-13" },
    openAlerts: index % 9 === 4 ? 2 : 0,
    latestAlertAt: index % 9 === 4 ? "2026-05-12T18:00:00.000Z" : null,
  });
});

/** The practitioner's record of Carmen, as `edit-info` shows it. */
export const carmenInfo: ClientInfo = {
  clientId: CARMEN_ID,
  accountName: "Carmen Ortiz",
  email: "carmen.ortiz@example.com",
  displayName: "Carmen O.",
  phone_number: "15555550123",
  notes: "Prefers morning sessions. Working on sleep routines.",
  tags: ["Perimenopause", "Sleep"],
};

/** A record of a client with nothing of the practitioner's own yet. */
export const blankClientInfo: ClientInfo = {
  clientId: CARMEN_ID,
  accountName: "Carmen Ortiz",
  email: "carmen.ortiz@example.com",
  displayName: null,
  phone_number: null,
  notes: null,
  tags: [],
};
