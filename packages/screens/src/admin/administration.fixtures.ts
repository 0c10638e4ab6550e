import type {
  AdminMail,
  AdminMailResponse,
  AdminPeopleResponse,
  AdminPerson,
  AdminSource,
  AdminSourcesResponse,
  AuditEntry,
  AuditLogResponse,
} from "@pkg/contracts";

/** Fixed data for the Super Admin's People, Audit log, Mail and Sources stories. */

export const PERSON_ID = "0b6f2f4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b";

export const activePerson: AdminPerson = {
  id: PERSON_ID,
  name: "Maya Fernández",
  email: "maya.fernandez@example.com",
  roleId: 2,
  state: "active",
  onboardingCompleted: true,
  createdAt: "2026-10-02T09:15:00.000Z",
  deactivatedAt: null,
};

export const deactivatedPerson: AdminPerson = {
  id: "1c7a3a5f-2d3e-4f4a-9b0c-1d2e3f4a5b6c",
  name: "Jonas Berg",
  email: "jonas.berg@example.com",
  roleId: 3,
  state: "deactivated",
  onboardingCompleted: true,
  createdAt: "2026-09-14T13:40:00.000Z",
  deactivatedAt: "2026-11-20T10:00:00.000Z",
};

export const unverifiedPerson: AdminPerson = {
  id: "2d8b4b6a-3e4f-4a5b-8c1d-2e3f4a5b6c7d",
  name: "Priya Natarajan",
  email: "priya.natarajan@example.com",
  roleId: 3,
  state: "unverified",
  onboardingCompleted: false,
  createdAt: "2026-11-25T18:05:00.000Z",
  deactivatedAt: null,
};

export const superAdminPerson: AdminPerson = {
  id: "3e9c5c7b-4f5a-4b6c-9d2e-3f4a5b6c7d8e",
  name: "Avery Admin",
  email: "admin@example.com",
  roleId: 1,
  state: "active",
  onboardingCompleted: true,
  createdAt: "2026-08-01T08:00:00.000Z",
  deactivatedAt: null,
};

export const peoplePage: AdminPeopleResponse = {
  items: [unverifiedPerson, activePerson, deactivatedPerson, superAdminPerson],
  total: 4,
  page: 1,
  pageSize: 20,
};

export const manyPeople: AdminPeopleResponse = {
  items: Array.from({ length: 20 }, (_, index) => ({
    ...activePerson,
    id: `4f0d6d8c-5a6b-4c7d-8e3f-${String(index).padStart(12, "0")}`,
    name: `Person ${index + 1}`,
    email: `person.${index + 1}@example.com`,
    roleId: ((index % 4) + 1) as AdminPerson["roleId"],
  })),
  total: 137,
  page: 1,
  pageSize: 20,
};

export const noPeople: AdminPeopleResponse = { items: [], total: 0, page: 1, pageSize: 20 };

const admin = { id: superAdminPerson.id, name: superAdminPerson.name, email: superAdminPerson.email };
const maya = { id: activePerson.id, name: activePerson.name, email: activePerson.email };
const jonas = { id: deactivatedPerson.id, name: deactivatedPerson.name, email: deactivatedPerson.email };

export const auditEntries: AuditEntry[] = [
  {
    id: "a1000000-0000-4000-8000-000000000001",
    createdAt: "2026-11-25T14:32:00.000Z",
    action: "admin.role-changed",
    actor: admin,
    subject: maya,
    targetType: "account",
    targetId: maya.id,
    details: { from: 2, to: 4 },
  },
  {
    id: "a1000000-0000-4000-8000-000000000002",
    createdAt: "2026-11-25T14:30:00.000Z",
    action: "admin.person-deactivated",
    actor: admin,
    subject: jonas,
    targetType: "account",
    targetId: jonas.id,
    details: null,
  },
  {
    id: "a1000000-0000-4000-8000-000000000003",
    createdAt: "2026-11-24T09:12:00.000Z",
    action: "care.read-health-data",
    actor: maya,
    subject: jonas,
    targetType: "health-data",
    targetId: "symptoms",
    details: null,
  },
  {
    id: "a1000000-0000-4000-8000-000000000004",
    createdAt: "2026-11-23T17:45:00.000Z",
    action: "care.read-health-data",
    actor: maya,
    // A person who deleted their account: their internal id only.
    subject: { id: "9f9f9f9f-0000-4000-8000-00000000dead", name: null, email: null },
    targetType: "health-data",
    targetId: "profile",
    details: null,
  },
];

export const auditPage: AuditLogResponse = { items: auditEntries, total: 4, page: 1, pageSize: 20 };

export const manyAuditEntries: AuditLogResponse = {
  items: Array.from({ length: 20 }, (_, index) => ({
    ...auditEntries[index % auditEntries.length]!,
    id: `b2000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    createdAt: new Date(Date.UTC(2026, 10, 25, 14, 0) - index * 3_600_000).toISOString(),
  })),
  total: 2_412,
  page: 1,
  pageSize: 20,
};

export const noAuditEntries: AuditLogResponse = { items: [], total: 0, page: 1, pageSize: 20 };

export const FAILED_MAIL_ID = "c3000000-0000-4000-8000-000000000001";

export const mailItems: AdminMail[] = [
  {
    id: FAILED_MAIL_ID,
    kind: "verify_email",
    to: "priya.natarajan@example.com",
    subject: "Verify your email for Haven",
    status: "failed",
    attempts: 5,
    lastError: "connect ECONNREFUSED 10.0.0.7:587",
    createdAt: "2026-11-25T18:05:00.000Z",
    sentAt: null,
    nextAttemptAt: "2026-11-25T19:05:00.000Z",
  },
  {
    id: "c3000000-0000-4000-8000-000000000002",
    kind: "reset_password",
    to: "maya.fernandez@example.com",
    subject: "Reset your Haven password",
    status: "pending",
    attempts: 1,
    lastError: "421 Service not available, try again later",
    createdAt: "2026-11-25T17:50:00.000Z",
    sentAt: null,
    nextAttemptAt: "2026-11-25T17:52:00.000Z",
  },
  {
    id: "c3000000-0000-4000-8000-000000000003",
    kind: "invitation",
    to: "new.client@example.com",
    subject: "Maya Fernández invited you to Haven",
    status: "sent",
    attempts: 1,
    lastError: null,
    createdAt: "2026-11-24T11:20:00.000Z",
    sentAt: "2026-11-24T11:20:03.000Z",
    nextAttemptAt: "2026-11-24T11:20:00.000Z",
  },
];

export const mailPage: AdminMailResponse = { items: mailItems, total: 3, page: 1, pageSize: 20 };

export const manyMail: AdminMailResponse = {
  items: Array.from({ length: 20 }, (_, index) => ({
    ...mailItems[index % mailItems.length]!,
    id: `d4000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  })),
  total: 318,
  page: 1,
  pageSize: 20,
};

export const noMail: AdminMailResponse = { items: [], total: 0, page: 1, pageSize: 20 };

/** Sources the library cites: one marked as updated, one cited by drafts only. */
export const sourceItems: AdminSource[] = [
  {
    url: "https://www.nice.org.uk/guidance/ng23",
    title: "Menopause: identification and management",
    publisher: "NICE",
    year: 2024,
    publishedItems: 4,
    items: 5,
    markedAt: "2026-11-20T10:00:00.000Z",
    markedBy: { id: PERSON_ID, name: "Alex Morgan" },
  },
  {
    url: "https://www.sleepfoundation.org/menopause",
    title: "Sleep and the menopause",
    publisher: "Sleep Foundation",
    year: 2022,
    publishedItems: 0,
    items: 1,
    markedAt: null,
    markedBy: null,
  },
  {
    url: "https://thebms.org.uk/publications/tools-for-clinicians/",
    title: "Tools for clinicians",
    publisher: "British Menopause Society",
    year: 2023,
    publishedItems: 2,
    items: 2,
    markedAt: null,
    markedBy: null,
  },
];

export const sourcesPage: AdminSourcesResponse = { items: sourceItems, total: 3, page: 1, pageSize: 20 };
export const noSources: AdminSourcesResponse = { items: [], total: 0, page: 1, pageSize: 20 };
export const manySources: AdminSourcesResponse = { items: sourceItems, total: 45, page: 1, pageSize: 20 };
