import {
  clientOnboardingDataSchema,
  createClientRequestSchema,
  editClientInfoRequestSchema,
  handoutRequestSchema,
  inviteeSchema,
  ROLE_IDS,
  type ClientOnboardingData,
  type EditClientInfoRequest,
} from "@pkg/contracts";
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";

import type { Database } from "../db/client";
import {
  clientOnboarding,
  clientRecords,
  coachClients,
  contentItems,
  contentRevisions,
  contentShares,
  handouts,
  invitations,
  redFlagAlerts,
  users,
} from "../db/schema";
import { hashPassword, randomToken, sha256Hex } from "../lib/crypto";
import { DEMO_CLIENT_EMAIL, DEMO_PASSWORD, DEMO_PRACTITIONER_EMAIL } from "../seed";
import { INVITATION_TTL_MS, normalizeEmail } from "../services/context";
import { DEMO_CLIENT_PROFILE, seedDemoHealthData, type DemoHealthProfile } from "./demo-health-data";

const DAY_MS = 86_400_000;

/** One of the demo practitioner's clients besides Carmen: her account, answers, history and record. */
type DemoCareClient = {
  name: string;
  email: string;
  phoneNumber: string;
  onboarding: ClientOnboardingData;
  health: DemoHealthProfile;
  /** The practitioner's own record of her (`edit-info`). */
  record: EditClientInfoRequest;
  /** Days since she stopped sharing her health data with the practitioner, when she did. */
  stoppedSharingDaysAgo?: number;
};

/**
 * Grace: twenty weeks from severe to mild, postmenopausal, with a family history of breast
 * cancer. She has the hot flush plan, not opened yet.
 */
const GRACE: DemoCareClient = {
  name: "Grace Okafor",
  email: "grace.okafor@example.com",
  phoneNumber: "13125550147",
  onboarding: {
    age: 56,
    menopauseStatus: "Postmenopausal",
    country: "United States",
    ZIP: "60614",
    language: ["English"],
    race: "Black or African American",
    household: "Living with spouse",
    education: "Master's",
    occupation: "Employed full-time",
    whatBringsYouHere: "Feel like myself again",
    values: ["Energy", "Peace"],
    barriers: "Not enough time",
    support: ["Partner", "Doctor"],
    personalityType: "ISTJ",
    readiness: 8,
  },
  health: {
    seed: 0x6a3c_0101,
    timeZone: "America/Chicago",
    weeks: 20,
    lastCheckInDaysAgo: 4,
    mrs: { start: 24, end: 6 },
    weights: {
      "hot-flushes-sweating": 1.3,
      "heart-discomfort": 0.4,
      "sleep-problems": 1.2,
      "depressive-mood": 0.6,
      irritability: 0.5,
      anxiety: 0.7,
      exhaustion: 1,
      "sexual-problems": 0.4,
      "bladder-problems": 0.3,
      "vaginal-dryness": 0.7,
      "joint-muscle-discomfort": 0.9,
    },
    quickLogs: { count: 8, symptoms: ["hot-flushes-sweating", "joint-muscle-discomfort"] },
    mood: { start: 2.2, end: 3.9 },
    moodNotes: [
      "Woke up soaked again",
      "Slept six hours straight",
      "Knees stiff after the walk",
      "Lunch with the book club",
      "Calm evening at home",
      "Short fuse at work today",
      "Kept the sleep diary going",
    ],
    moodTags: ["sleep", "hot-flushes", "pain", "exercise", "social", "work"],
    glucose: {
      seed: 0x6a3c_0102,
      hasDiabetes: false,
      fasting: {
        chance: 0.35,
        usual: { min: 82, max: 98 },
        raised: { min: 100, max: 112 },
        raisedChance: 0.06,
      },
      fastingNote: "Late dinner last night",
      afterMeal: {
        chance: 0.08,
        usual: { min: 100, max: 136 },
        raised: { min: 141, max: 158 },
        raisedChance: 0.05,
      },
      afterMealNotes: ["Dinner out", "Birthday cake"],
      randomChance: 0.02,
      random: { min: 90, max: 120 },
      cgmDaysAgo: [],
      mmolL: [],
    },
    history: {
      conditions: ["High blood pressure", "Osteopenia"],
      medications: [
        { name: "Amlodipine", dose: "5 mg", startDate: "2021-05-10" },
        { name: "Calcium and vitamin D", dose: "600 mg / 400 IU" },
      ],
      allergies: [],
      surgeries: { hysterectomy: false, oophorectomy: "none", other: [] },
      familyHistory: { breastCancer: true, heartDisease: false, osteoporosis: true },
      smoking: "never",
      alcoholUnitsPerWeek: 2,
      heightCm: 170,
      weightKg: 78,
    },
    lastPeriodDaysAgo: null,
  },
  record: {
    tags: ["sleep", "hot flushes"],
    notes: "Prefers morning calls. Started a CBT for insomnia course: ask how the sleep diary is going.",
  },
};

/** Maria: eight steady weeks of moderate symptoms, a blood clot in 2015, questions about HRT. */
const MARIA: DemoCareClient = {
  name: "Maria Santos",
  email: "maria.santos@example.com",
  phoneNumber: "5511955501234",
  onboarding: {
    age: 49,
    menopauseStatus: "Irregular cycles",
    country: "Brazil",
    ZIP: "04538",
    language: ["Portuguese", "English"],
    race: "Hispanic or Latina",
    household: "With children",
    education: "Bachelor's",
    occupation: "Self-employed / Business owner",
    whatBringsYouHere: "Understand my options",
    values: ["Balance", "Clarity", "Confidence"],
    barriers: "Conflicting information",
    support: ["Friends / Community", "Online groups"],
    personalityType: "ENFJ",
    readiness: 6,
  },
  health: {
    seed: 0x6a3c_0201,
    timeZone: "America/Sao_Paulo",
    weeks: 8,
    lastCheckInDaysAgo: 2,
    mrs: { start: 12, end: 12 },
    weights: {
      "hot-flushes-sweating": 0.9,
      "heart-discomfort": 0.5,
      "sleep-problems": 1,
      "depressive-mood": 0.6,
      irritability: 1,
      anxiety: 1.1,
      exhaustion: 0.9,
      "sexual-problems": 0.3,
      "bladder-problems": 0.1,
      "vaginal-dryness": 0.2,
      "joint-muscle-discomfort": 0.4,
    },
    quickLogs: { count: 5, symptoms: ["anxiety", "sleep-problems"] },
    mood: { start: 3.1, end: 3.2 },
    moodNotes: [
      "Racing thoughts at bedtime",
      "Good day with the kids",
      "Flushes during the client meeting",
      "Dance class, felt great",
      "Worried about nothing in particular",
      "Quiet Sunday",
    ],
    moodTags: ["stress", "work", "family", "sleep", "exercise", "hot-flushes"],
    glucose: {
      seed: 0x6a3c_0202,
      hasDiabetes: false,
      fasting: {
        chance: 0.3,
        usual: { min: 80, max: 97 },
        raised: { min: 100, max: 108 },
        raisedChance: 0.04,
      },
      fastingNote: "Slept badly",
      afterMeal: {
        chance: 0.1,
        usual: { min: 96, max: 130 },
        raised: { min: 140, max: 152 },
        raisedChance: 0.05,
      },
      afterMealNotes: ["Feijoada lunch"],
      randomChance: 0,
      random: { min: 90, max: 115 },
      cgmDaysAgo: [],
      mmolL: [],
    },
    history: {
      conditions: ["Blood clot (DVT) in 2015", "Generalised anxiety"],
      medications: [{ name: "Sertraline", dose: "50 mg", startDate: "2023-02-01" }],
      allergies: ["Latex"],
      surgeries: { hysterectomy: false, oophorectomy: "none", other: ["Caesarean section (2008)"] },
      familyHistory: { breastCancer: false, heartDisease: false, osteoporosis: false },
      smoking: "never",
      alcoholUnitsPerWeek: 4,
      heightCm: 161,
      weightKg: 64,
    },
    lastPeriodDaysAgo: 38,
  },
  record: {
    tags: ["HRT questions", "anxiety"],
    notes:
      "Wants to talk through hormone therapy. Had a DVT in 2015: encourage her to raise it with her doctor before she decides.",
  },
};

/**
 * Margaret ('Maggie' to her practitioner): twelve weeks getting worse, type 2 diabetes with her
 * readings mostly in her targets, and an alert from yesterday that she has not seen.
 */
const MAGGIE: DemoCareClient = {
  name: "Margaret Ellis",
  email: "margaret.ellis@example.com",
  phoneNumber: "61255501234",
  onboarding: {
    age: 58,
    menopauseStatus: "Postmenopausal",
    country: "Australia",
    ZIP: "2010",
    language: ["English"],
    race: "White",
    household: "Living with partner",
    education: "Some college",
    occupation: "Employed part-time",
    whatBringsYouHere: "Get to the bottom of the problem",
    values: ["Longevity", "Independence"],
    barriers: "Not feeling heard by providers",
    support: ["Partner", "Doctor", "Coach"],
    personalityType: "Enneagram 2 (Helper)",
    readiness: 7,
  },
  health: {
    seed: 0x6a3c_0301,
    timeZone: "Australia/Sydney",
    weeks: 12,
    lastCheckInDaysAgo: 1,
    mrs: { start: 8, end: 18 },
    weights: {
      "hot-flushes-sweating": 0.8,
      "heart-discomfort": 0.4,
      "sleep-problems": 1.1,
      "depressive-mood": 0.9,
      irritability: 0.6,
      anxiety: 0.6,
      exhaustion: 1.1,
      "sexual-problems": 0.5,
      "bladder-problems": 0.6,
      "vaginal-dryness": 0.8,
      "joint-muscle-discomfort": 1,
    },
    quickLogs: { count: 6, symptoms: ["sleep-problems", "exhaustion"] },
    mood: { start: 3.6, end: 2.5 },
    moodNotes: [
      "Awake at 3 am again",
      "Too tired for the garden",
      "Knees aching in the cold",
      "Nice call with my daughter",
      "Flat all day",
      "Walked with Jan, helped a bit",
    ],
    moodTags: ["sleep", "energy", "pain", "family", "exercise", "food"],
    // 'I have diabetes': before meals mostly 80–130, after meals mostly below 180.
    glucose: {
      seed: 0x6a3c_0302,
      hasDiabetes: true,
      fasting: {
        chance: 0.8,
        usual: { min: 96, max: 128 },
        raised: { min: 132, max: 148 },
        raisedChance: 0.05,
      },
      fastingNote: "Late supper",
      afterMeal: {
        chance: 0.45,
        usual: { min: 128, max: 172 },
        raised: { min: 182, max: 198 },
        raisedChance: 0.03,
      },
      afterMealNotes: ["Birthday lunch", "Pasta night", "Skipped my walk", "Dessert at a friend's"],
      randomChance: 0.05,
      random: { min: 110, max: 160 },
      cgmDaysAgo: [],
      mmolL: [],
    },
    history: {
      conditions: ["Type 2 diabetes (2019)", "Osteoarthritis of the knees"],
      medications: [
        { name: "Metformin", dose: "1000 mg twice a day", startDate: "2019-08-01" },
        {
          name: "Vaginal estradiol",
          dose: "10 mcg twice a week",
          startDate: "2025-11-03",
          hormoneTherapy: { type: "vaginal-estrogen", route: "vaginal" },
        },
      ],
      allergies: ["Sulfa drugs"],
      surgeries: { hysterectomy: false, oophorectomy: "none", other: ["Knee arthroscopy (2017)"] },
      familyHistory: { breastCancer: false, heartDisease: true, osteoporosis: false },
      smoking: "former",
      alcoholUnitsPerWeek: 1,
      heightCm: 158,
      weightKg: 82,
    },
    lastPeriodDaysAgo: null,
  },
  record: {
    displayName: "Maggie Ellis",
    tags: ["diabetes", "follow up"],
    notes: "Goes by Maggie. Her GP reviews her diabetes every three months. Sleep and energy worse lately.",
  },
};

/** Aiko: a new client of three weeks, who has chosen to stop sharing her health data. */
const AIKO: DemoCareClient = {
  name: "Aiko Tanaka",
  email: "aiko.tanaka@example.com",
  phoneNumber: "819055501234",
  onboarding: {
    age: 47,
    menopauseStatus: "Not sure",
    country: "Japan",
    ZIP: "150",
    language: ["English"],
    household: "Single",
    education: "Doctorate / Professional",
    occupation: "Healthcare or wellness professional",
    whatBringsYouHere: "Personalized plan",
    values: ["Clarity"],
    barriers: "Low energy or motivation",
    support: ["No one right now"],
    personalityType: "INTP",
    readiness: 4,
  },
  health: {
    seed: 0x6a3c_0401,
    timeZone: "Asia/Tokyo",
    weeks: 3,
    lastCheckInDaysAgo: 3,
    mrs: { start: 9, end: 10 },
    weights: {
      "hot-flushes-sweating": 0.6,
      "heart-discomfort": 0.6,
      "sleep-problems": 0.9,
      "depressive-mood": 0.7,
      irritability: 0.8,
      anxiety: 0.9,
      exhaustion: 1,
      "sexual-problems": 0.2,
      "bladder-problems": 0.1,
      "vaginal-dryness": 0.1,
      "joint-muscle-discomfort": 0.5,
    },
    quickLogs: { count: 2, symptoms: ["exhaustion", "anxiety"] },
    mood: { start: 3, end: 3.3 },
    moodNotes: ["Long shift", "Heart racing before the presentation", "Early night", "Swim after work"],
    moodTags: ["work", "stress", "energy", "exercise", "period"],
    glucose: {
      seed: 0x6a3c_0402,
      hasDiabetes: false,
      fasting: {
        chance: 0.25,
        usual: { min: 78, max: 94 },
        raised: { min: 100, max: 104 },
        raisedChance: 0,
      },
      fastingNote: "Slept badly",
      afterMeal: {
        chance: 0,
        usual: { min: 95, max: 125 },
        raised: { min: 140, max: 150 },
        raisedChance: 0,
      },
      afterMealNotes: ["Late lunch"],
      randomChance: 0,
      random: { min: 90, max: 110 },
      cgmDaysAgo: [],
      mmolL: [],
    },
    history: {
      conditions: ["Iron-deficiency anaemia"],
      medications: [{ name: "Ferrous sulfate", dose: "65 mg every other day" }],
      allergies: [],
      surgeries: { hysterectomy: false, oophorectomy: "none", other: [] },
      familyHistory: { breastCancer: false, heartDisease: false, osteoporosis: false },
      smoking: "never",
      alcoholUnitsPerWeek: 2,
      heightCm: 158,
      weightKg: 54,
    },
    lastPeriodDaysAgo: 19,
  },
  record: {},
  stoppedSharingDaysAgo: 2,
};

const DEMO_CARE_CLIENTS: readonly DemoCareClient[] = [GRACE, MARIA, MAGGIE, AIKO];

/** The e-mails of the demo practitioner's four clients besides the demo client (same password). */
export const DEMO_CARE_CLIENT_EMAILS: readonly string[] = DEMO_CARE_CLIENTS.map((client) => client.email);

/** The practitioner's record of the demo client, Carmen. */
const CARMEN_RECORD: EditClientInfoRequest = {
  tags: ["sleep", "HRT"],
  notes: "Using an estradiol patch; hot flushes and sleep are improving. Check in on her sleep routine.",
};

/** A handout made from the seed library's item on hot flushes, in the practitioner's own words. */
const HOT_FLUSH_PLAN = {
  sourceKey: "hot-flushes-and-night-sweats",
  title: "Your hot flush plan",
  body: `Hot flushes and night sweats are common, and for most people they ease with time, though that can take a few years. This plan gathers the everyday steps worth trying and the questions to take to your clinician. It goes with the library article on hot flushes and night sweats.

## 1. Notice your pattern (two weeks)

- Note when a flush comes, how strong it feels and what was going on.
- Look for triggers: alcohol, hot drinks, spicy food, a warm room, a stressful moment.
- Keep your weekly check-in going, so we can follow the trend together.

## 2. Keep cool

- Wear layers you can take off easily.
- Keep a fan at your desk and by your bed, and the bedroom cool.
- Choose breathable bedding and nightwear, and keep cold water nearby.

These steps make flushes easier to live with. On their own they do not usually make them less frequent.

## 3. Talk about treatment with your clinician

- Hormone therapy is the most effective treatment for hot flushes, but it is not right for everyone. Your clinician will go through your health history with you.
- There are prescription medicines without hormones, and CBT made for the menopause can make flushes less bothersome.
- Many supplements are sold for hot flushes. Most have weak evidence and some interact with other medicines: tell your clinician about anything you take.

## 4. Get checked sooner if

- you have night sweats with a fever, weight loss you cannot explain, or a new lump;
- flushes or night sweats are getting in the way of your sleep, work or daily life. Treatment can help at any stage.

This plan is general information for us to talk through together. It does not replace advice from your doctor or nurse.`,
};

/** A handout made from the seed library's item on CBT for insomnia; not shared with anyone yet. */
const WIND_DOWN = {
  sourceKey: "cbt-for-insomnia",
  title: "Winding down for better sleep",
  body: `Sleep often gets harder around the menopause. These habits come from CBT for insomnia, the first treatment guidelines recommend for sleep problems that last. Pick two or three to start with.

## Evenings

- Keep the last hour before bed calm: dim the lights and put screens away.
- Go easy on caffeine after lunch and on alcohol in the evening.
- Keep the bedroom cool, dark and quiet.

## In bed

- Go to bed when you feel sleepy, not just tired.
- If you cannot sleep after what feels like 20 minutes, get up, do something quiet in dim light, and go back when sleepy.
- Use the bed for sleep and sex only, so your brain links it with sleep.

## Mornings

- Get up at the same time every day, weekends too.
- Get some daylight early in the day.

## Talk to your clinician if

- poor sleep lasts more than a few weeks, or comes with low mood;
- you snore loudly, gasp or stop breathing in your sleep;
- night sweats wake you: treating them can help your sleep too.

A full CBT-I course can shorten your time in bed for a while, which is not right for everyone: check with your clinician before you start one.`,
};

/** The person the practitioner recorded to invite later. */
const DANA = {
  name: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  notes: "Met at the community menopause café; invite after her GP visit",
};

/**
 * The practitioner's pending invitation (an e-mail invitation made three days ago); its mail, with
 * a working link, is written by demo-administration.ts.
 */
const LEAH = { name: "Leah Moreno", email: "leah.moreno@example.com" };

const daysBefore = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);

/** The published client items of the seed library with these keys, by key. */
async function publishedItems(db: Database, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: contentItems.id, key: contentItems.seedKey })
    .from(contentItems)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
    .where(
      and(
        inArray(contentItems.seedKey, keys),
        isNotNull(contentItems.publishedRevisionId),
        eq(contentRevisions.audience, "clients"),
      ),
    );
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
}

/** The practitioner's record of a client as `edit-info` would store it. */
function recordValues(request: EditClientInfoRequest) {
  const info = editClientInfoRequestSchema.parse(request);
  return {
    ...(info.displayName !== undefined ? { displayName: info.displayName.trim() || null } : {}),
    ...(info.notes !== undefined ? { notes: info.notes.trim() || null } : {}),
    ...(info.tags !== undefined ? { tags: [...new Set(info.tags.map((tag) => tag.trim()))] } : {}),
  };
}

/**
 * Gives the demo practitioner a practice to show on first start (issue 18): four more clients
 * besides the demo client, each with an account (the demo password, verified, onboarding done),
 * her answers, her own months of health data and the practitioner's record of her; one who
 * stopped sharing, one with an alert not seen yet; two handouts made from the seed library (one
 * shared with the demo client, who opened it, and with Grace, who has not); a client record and a
 * pending invitation. Call it after the seed library is loaded. It does nothing when there is no
 * demo practitioner or when she already has more than one client, so a second run adds nothing.
 */
export async function seedDemoCare(
  db: Database,
  now: Date = new Date(),
): Promise<{ created: boolean; clients: number }> {
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_PRACTITIONER_EMAIL));
  if (!coach) return { created: false, clients: 0 };
  const clientCount = async () =>
    Number(
      (await db.select({ value: count() }).from(coachClients).where(eq(coachClients.coachId, coach.id)))[0]
        ?.value ?? 0,
    );
  const existing = await clientCount();
  if (existing > 1) return { created: false, clients: existing };

  // The accounts and their health data, each loaded once: when this run created the account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<DemoCareClient, string>();
  for (const client of DEMO_CARE_CLIENTS) {
    const since = daysBefore(now, client.health.weeks * 7, 2);
    const [inserted] = await db
      .insert(users)
      .values({
        email: normalizeEmail(client.email),
        name: client.name,
        phoneNumber: client.phoneNumber,
        roleId: ROLE_IDS.client,
        passwordHash,
        emailVerifiedAt: since,
        onboardingCompletedAt: since,
        createdAt: since,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const [row] = inserted
      ? [inserted]
      : await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, normalizeEmail(client.email)));
    if (!row) continue;
    ids.set(client, row.id);
    await db
      .insert(clientOnboarding)
      .values({
        userId: row.id,
        data: clientOnboardingDataSchema.parse(client.onboarding),
        completedAt: since,
      })
      .onConflictDoNothing();
    if (inserted) await seedDemoHealthData(db, row.id, now, client.health);
  }

  const [carmen] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLIENT_EMAIL));
  const items = await publishedItems(db, [HOT_FLUSH_PLAN.sourceKey, WIND_DOWN.sourceKey]);

  // The practice itself, in one transaction: all of it or none of it.
  await db.transaction(async (tx) => {
    for (const [client, clientId] of ids) {
      const since = daysBefore(now, client.health.weeks * 7, 1);
      await tx
        .insert(coachClients)
        .values({
          clientId,
          coachId: coach.id,
          ...recordValues(client.record),
          sharingStoppedAt:
            client.stoppedSharingDaysAgo === undefined
              ? null
              : daysBefore(now, client.stoppedSharingDaysAgo, 3),
          createdAt: since,
        })
        .onConflictDoNothing();
    }
    // The demo client's record: her tags and notes, and care since her first check-in.
    if (carmen) {
      await tx
        .update(coachClients)
        .set({ ...recordValues(CARMEN_RECORD), createdAt: daysBefore(now, DEMO_CLIENT_PROFILE.weeks * 7, 1) })
        .where(and(eq(coachClients.clientId, carmen.id), eq(coachClients.coachId, coach.id)));
    }

    const handoutRow = async (handout: typeof HOT_FLUSH_PLAN, daysAgo: number) => {
      const request = handoutRequestSchema.parse({
        title: handout.title,
        body: handout.body,
        sourceContentId: items.get(handout.sourceKey) ?? null,
      });
      const [row] = await tx
        .insert(handouts)
        .values({
          coachId: coach.id,
          title: request.title,
          body: request.body,
          sourceContentId: request.sourceContentId ?? null,
          createdAt: daysBefore(now, daysAgo),
          updatedAt: daysBefore(now, daysAgo),
        })
        .returning({ id: handouts.id });
      return row!.id;
    };
    const plan = await handoutRow(HOT_FLUSH_PLAN, 9);
    await handoutRow(WIND_DOWN, 4);
    const graceId = ids.get(GRACE);
    const shares = [
      ...(carmen
        ? [{ clientId: carmen.id, sharedAt: daysBefore(now, 6), openedAt: daysBefore(now, 2) }]
        : []),
      ...(graceId ? [{ clientId: graceId, sharedAt: daysBefore(now, 1, 5), openedAt: null }] : []),
    ];
    if (shares.length > 0) {
      await tx
        .insert(contentShares)
        .values(shares.map((share) => ({ coachId: coach.id, handoutId: plan, ...share })))
        .onConflictDoNothing();
    }

    const dana = createClientRequestSchema.parse(DANA);
    await tx.insert(clientRecords).values({
      coachId: coach.id,
      name: dana.name,
      email: dana.email ? normalizeEmail(dana.email) : null,
      notes: dana.notes || null,
      createdAt: daysBefore(now, 12),
    });

    const leah = inviteeSchema.parse(LEAH);
    const invitedAt = daysBefore(now, 3);
    await tx.insert(invitations).values({
      coachId: coach.id,
      name: leah.name,
      email: leah.email ? normalizeEmail(leah.email) : null,
      tokenHash: sha256Hex(randomToken()),
      expiresAt: new Date(invitedAt.getTime() + INVITATION_TTL_MS),
      createdAt: invitedAt,
    });

    const maggieId = ids.get(MAGGIE);
    if (maggieId) {
      await tx.insert(redFlagAlerts).values({
        practitionerId: coach.id,
        clientId: maggieId,
        ruleIds: ["postmenopausal-bleeding"],
        createdAt: daysBefore(now, 1),
      });
    }
  });
  return { created: true, clients: await clientCount() };
}
