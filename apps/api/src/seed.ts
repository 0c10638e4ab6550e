import {
  CLIENT_ONBOARDING_DEFAULTS,
  coachOnboardingDataSchema,
  ROLE_IDS,
  ROLE_NAMES,
  type CoachOnboardingData,
  type RoleId,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";

import type { Database } from "./db/client";
import { clientOnboarding, coachClients, coachOnboarding, users } from "./db/schema";
import { hashPassword } from "./lib/crypto";
import { seedDemoHealthData } from "./seed/demo-health-data";

/** The password of every demo account (embedded default only; never created in production). */
export const DEMO_PASSWORD = "haven-demo-2024";

/** The demo client, who has a practitioner, health data, chats and folders. */
export const DEMO_CLIENT_EMAIL = "client@example.com";

/** The demo practitioner, on the Professional plan, with five clients (`seed/demo-care.ts`). */
export const DEMO_PRACTITIONER_EMAIL = "practitioner@example.com";

export const DEMO_ACCOUNTS: { roleID: RoleId; name: string; email: string }[] = [
  { roleID: ROLE_IDS.superAdmin, name: "Sam Admin", email: "admin@example.com" },
  { roleID: ROLE_IDS.practitioner, name: "Priya Practitioner", email: DEMO_PRACTITIONER_EMAIL },
  { roleID: ROLE_IDS.client, name: "Carmen Client", email: DEMO_CLIENT_EMAIL },
  { roleID: ROLE_IDS.reviewer, name: "Rae Reviewer", email: "reviewer@example.com" },
];

const demoCoachAnswers: CoachOnboardingData = {
  primary_niches: ["Perimenopause & Menopause", "Anxiety & Sleep"],
  practitioner_types: [
    "Nurse Practitioner (NP)",
    "Nutritionist",
    "Yoga Teacher",
    "Menopause Specialist",
    "Course Creator",
  ],
  school: ["Functional Medicine Coaching Academy"],
  recent_client_count: "6-15",
  target_client_count: "16-30",
  uses_labs_supplements: "Yes",
  // Five clients, a client record and an invitation take more places than Starter's three.
  subscription_plan: "professional",
  first_name: "Priya",
  last_name: "Priya's Practice",
  age: 45,
  gender: "women",
  timezone: "GMT+00:00",
  two_factor_enabled: false,
  security_questions: "In which city were you born?",
  security_answers: "London",
};

/**
 * Creates one verified demo account per role, finished onboarding included, links the demo
 * client to the demo practitioner and gives her six months of health data. Running it again
 * changes nothing.
 */
export async function seedDemoAccounts(
  db: Database,
): Promise<{ email: string; role: string; created: boolean }[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<RoleId, string>();
  const report = [];
  for (const account of DEMO_ACCOUNTS) {
    const [inserted] = await db
      .insert(users)
      .values({
        email: account.email,
        name: account.name,
        phoneNumber: "15550100000",
        roleId: account.roleID,
        plan: account.roleID === ROLE_IDS.practitioner ? demoCoachAnswers.subscription_plan : "starter",
        passwordHash,
        emailVerifiedAt: new Date(),
        onboardingCompletedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const [row] = inserted
      ? [inserted]
      : await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (row) ids.set(account.roleID, row.id);
    report.push({ email: account.email, role: ROLE_NAMES[account.roleID], created: inserted !== undefined });
  }

  const coachId = ids.get(ROLE_IDS.practitioner);
  const clientId = ids.get(ROLE_IDS.client);
  if (coachId) {
    // Parsed like a real submission, so the stored record has every default.
    const { security_answers: answer, ...answers } = coachOnboardingDataSchema.parse(demoCoachAnswers);
    await db
      .insert(coachOnboarding)
      .values({
        userId: coachId,
        data: answers,
        securityAnswerHash: await hashPassword(answer.trim().toLowerCase()),
      })
      .onConflictDoNothing();
  }
  if (clientId) {
    await db
      .insert(clientOnboarding)
      .values({
        userId: clientId,
        data: {
          ...CLIENT_ONBOARDING_DEFAULTS,
          age: 51,
          menopauseStatus: "Irregular cycles",
          country: "Canada",
          language: ["English"],
          values: ["Balance", "Energy"],
          readiness: 5,
        },
      })
      .onConflictDoNothing();
  }
  if (coachId && clientId) {
    await db.insert(coachClients).values({ clientId, coachId }).onConflictDoNothing();
  }
  // Six months of health data for the demo client, once: when this run created her account.
  const clientCreated = report.some((row) => row.role === ROLE_NAMES[ROLE_IDS.client] && row.created);
  if (clientId && clientCreated) await seedDemoHealthData(db, clientId);
  return report;
}

export function describeDemoAccounts(): string {
  return [
    `Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${ROLE_NAMES[account.roleID].padEnd(12)} ${account.email}`),
  ].join("\n");
}
