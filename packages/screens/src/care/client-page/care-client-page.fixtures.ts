import {
  hormoneTherapyCautions,
  type CareAlert,
  type ClientProfileResponse,
  type HealthHistoryResponse,
  type MrsItem,
  type SymptomEntry,
} from "@pkg/contracts";

import { fixtureId, someReadings } from "../../health/glucose/glucose.fixtures";
import { fullHistory } from "../../health/history/health-history.fixtures";
import { moodEntry } from "../../health/mood/mood-fixtures";
import { daysBefore } from "../../health/snapshot/snapshot-cards";
import {
  checkInOn,
  SNAPSHOT_TODAY,
  snapshotFirstRun,
  snapshotWithData,
} from "../../health/snapshot/snapshot.fixtures";
import { yearOfTimeline } from "../../health/timeline/timeline.fixtures";

/** The stories' today and the practitioner's zone: no story reads the real clock. */
export const CLIENT_PAGE_TODAY = SNAPSHOT_TODAY;
export const CLIENT_PAGE_ZONE = "America/Toronto";

const CLIENT_ID = "5b0e2c1a-7d3f-4e8a-9c61-2f4b8d7e9a10";

/** The practitioner's record of the client. */
export const clientInfo: ClientProfileResponse["info"] = {
  clientId: CLIENT_ID,
  accountName: "Carmen Ortiz-Reyes",
  email: "carmen.ortiz@example.com",
  displayName: "Carmen Ortiz",
  phone_number: "+14165550123",
  notes: "Prefers morning sessions. Started estradiol gel in November; review sleep in June.",
  tags: ["Perimenopause", "Sleep", "HRT"],
};

/** A red flag not yet seen, raised yesterday evening. */
export const unseenAlert: CareAlert = {
  id: "0b6f2a8e-1c3d-4e5f-8a9b-0c1d2e3f4a51",
  createdAt: "2026-05-11T23:40:00.000Z",
  seenAt: null,
  rules: ["Bleeding after menopause"],
};

/** A red flag the practitioner saw in March. */
export const seenAlert: CareAlert = {
  id: "0b6f2a8e-1c3d-4e5f-8a9b-0c1d2e3f4a52",
  createdAt: "2026-03-02T15:05:00.000Z",
  seenAt: "2026-03-02T18:30:00.000Z",
  rules: ["Chest pain"],
};

/** A health history whose conditions and family history call for care before hormone therapy. */
export const historyWithCautions: HealthHistoryResponse = {
  ...fullHistory,
  conditions: ["Hypothyroidism", "Deep vein thrombosis after surgery (2015)", "Migraine with aura"],
};

/** Onboarding answers in words, one skipped. */
export const onboardingAnswers: ClientProfileResponse["onboarding"] = [
  { label: "Age", value: "51" },
  { label: "Menopause status", value: "Perimenopause" },
  { label: "What brings you here", value: "Hot flushes, poor sleep, low mood" },
  { label: "What matters most to you", value: "Energy for work and family" },
  { label: "Barriers", value: "Not enough time" },
  { label: "Support at home", value: "Not answered" },
];

/** The client with months of data: sharing, a caution from the family history, shared items and a chat. */
export const clientProfile: ClientProfileResponse = {
  info: clientInfo,
  since: "2025-10-03T14:00:00.000Z",
  sharingHealthData: true,
  snapshot: snapshotWithData,
  history: fullHistory,
  cautions: hormoneTherapyCautions(fullHistory),
  onboarding: onboardingAnswers,
  shared: [
    {
      kind: "handout",
      targetId: "7c1d9e20-3a4b-4c5d-8e6f-7a8b9c0d1e21",
      title: "Sleep routine for night sweats",
      sharedAt: "2026-04-28T14:10:00.000Z",
      openedAt: "2026-04-29T01:22:00.000Z",
    },
    {
      kind: "content",
      targetId: "7c1d9e20-3a4b-4c5d-8e6f-7a8b9c0d1e22",
      title: "Hormone therapy: benefits and risks",
      sharedAt: "2026-05-06T16:45:00.000Z",
      openedAt: null,
    },
  ],
  sharedChats: [
    {
      chatId: "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c01",
      title: "Are night sweats a sign of something else?",
      sharedAt: "2026-05-01T20:15:00.000Z",
    },
  ],
  alerts: [seenAlert],
};

/** The same client with a red flag not yet seen. */
export const clientWithAlerts: ClientProfileResponse = { ...clientProfile, alerts: [unseenAlert, seenAlert] };

/** The client stopped sharing their health data: no snapshot, history, cautions or onboarding answers. */
export const clientNotSharing: ClientProfileResponse = {
  ...clientProfile,
  sharingHealthData: false,
  snapshot: null,
  history: null,
  cautions: [],
  onboarding: null,
  alerts: [unseenAlert, seenAlert],
};

/** The client's history with cautions. */
export const clientWithCautions: ClientProfileResponse = {
  ...clientProfile,
  history: historyWithCautions,
  cautions: hormoneTherapyCautions(historyWithCautions),
};

/** A client who joined today and has logged, shared and been sent nothing. */
export const newClient: ClientProfileResponse = {
  info: {
    clientId: "5b0e2c1a-7d3f-4e8a-9c61-2f4b8d7e9a11",
    accountName: "Dana Whitfield",
    email: "dana.whitfield@example.com",
    displayName: null,
    phone_number: null,
    notes: null,
    tags: [],
  },
  since: "2026-05-12T13:00:00.000Z",
  sharingHealthData: true,
  snapshot: snapshotFirstRun,
  history: null,
  cautions: [],
  onboarding: null,
  shared: [],
  sharedChats: [],
  alerts: [],
};

/** A quick log of one symptom, in the evening of a day. */
function quickLogOn(day: string, index: number, symptom: MrsItem, value: number): SymptomEntry {
  const takenAt = `${day}T23:10:00.000Z`;
  return {
    id: fixtureId(33, index),
    kind: "quick-log",
    answers: { [symptom]: value },
    score: null,
    takenAt,
    timeZone: CLIENT_PAGE_ZONE,
    localDate: day,
    createdAt: takenAt,
    updatedAt: takenAt,
  };
}

/** Five weekly check-ins, easing, and two quick logs of hot flushes. */
export const clientSymptoms: SymptomEntry[] = [
  snapshotWithData.checkIn.latest!,
  snapshotWithData.checkIn.previous!,
  checkInOn(daysBefore(CLIENT_PAGE_TODAY, 14), 3, (item) => [3, 1, 3, 2, 2, 2, 3, 1, 1, 1, 2][item]!),
  checkInOn(daysBefore(CLIENT_PAGE_TODAY, 21), 4, (item) => [3, 1, 4, 2, 2, 3, 3, 1, 1, 2, 2][item]!),
  checkInOn(daysBefore(CLIENT_PAGE_TODAY, 28), 5, (item) => [4, 1, 4, 3, 2, 3, 3, 2, 1, 2, 2][item]!),
  quickLogOn(daysBefore(CLIENT_PAGE_TODAY, 3), 1, "hot-flushes-sweating", 3),
  quickLogOn(daysBefore(CLIENT_PAGE_TODAY, 10), 2, "sleep-problems", 2),
];

/** Six readings over three days. */
export const clientGlucose = someReadings();

/** A week of moods with notes and tags. */
export const clientMoods = [
  moodEntry(daysBefore(CLIENT_PAGE_TODAY, 1), 4, { note: "Slept through for once.", tags: ["sleep"] }),
  moodEntry(daysBefore(CLIENT_PAGE_TODAY, 2), 3, { tags: ["work", "stress"] }),
  moodEntry(daysBefore(CLIENT_PAGE_TODAY, 3), 2, {
    note: "Hot flushes kept me up; tired all day.",
    tags: ["hot-flushes", "sleep", "energy"],
  }),
  moodEntry(daysBefore(CLIENT_PAGE_TODAY, 4), 3),
  moodEntry(daysBefore(CLIENT_PAGE_TODAY, 5), 4, { tags: ["exercise", "social"] }),
];

/** A year of the client's days for the timeline. */
export const clientTimelineDays = yearOfTimeline({ today: CLIENT_PAGE_TODAY });
