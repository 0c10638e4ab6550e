/**
 * A client's personalised answer (decisions.md "AI assistant (second round)"): the retrieval
 * boosts the library topics of their worst symptoms in their latest check-in, and the answer
 * opens with one short line saying it is personalised and on what (their menopause status from
 * onboarding, their worst symptoms), after any seek-care advice, which always comes first. The
 * line is made of our own words for the person's answers, never of anything they typed.
 */
import {
  MRS_CONTENT_TOPICS,
  MRS_ITEMS,
  NOT_ANSWERED,
  worstSymptoms,
  type ContentTopic,
  type MrsItem,
} from "@pkg/contracts";

import { adviceParagraphs } from "./compose";
import type { RaisedRedFlag } from "./types";

/** At most this many of the worst symptoms shape an answer. */
export const PERSONAL_SYMPTOMS_MAX = 3;

/** A menopause stage as the answer names it, from the onboarding's period status. */
type Stage = { label: string; words: string; topic?: ContentTopic };

/** The onboarding's period status (spec section 3, "Period status") as a stage; 'Not sure' is none. */
const STAGES: Record<string, Stage> = {
  "Still menstruating": { label: "Still having periods", words: "still having periods" },
  "Irregular cycles": {
    label: "Perimenopause",
    words: "perimenopause",
    topic: "perimenopause-and-cycle-changes",
  },
  "No periods for 12+ months": { label: "Postmenopause", words: "postmenopause" },
  Postmenopausal: { label: "Postmenopause", words: "postmenopause" },
};

/** Each MRS item in a few everyday words, for the opening line. */
const SYMPTOM_WORDS: Record<MrsItem, string> = {
  "hot-flushes-sweating": "hot flushes",
  "heart-discomfort": "heart discomfort",
  "sleep-problems": "sleep problems",
  "depressive-mood": "low mood",
  irritability: "irritability",
  anxiety: "anxiety",
  exhaustion: "exhaustion",
  "sexual-problems": "sexual problems",
  "bladder-problems": "bladder problems",
  "vaginal-dryness": "vaginal dryness",
  "joint-muscle-discomfort": "joint aches",
};

/** What a personalised answer is shaped by: the person's stage and their worst symptoms, worst first. */
export type PersonalBasis = { stage: Stage | null; symptoms: MrsItem[] };

/**
 * The basis of a client's personalised answers: their period status from onboarding (absent,
 * unanswered or 'Not sure': no stage) and the symptoms of their latest full check-in at
 * Moderate (2) or worse, worst first, at most `PERSONAL_SYMPTOMS_MAX`.
 */
export function personalBasis(
  menopauseStatus: unknown,
  latestCheckIn: Partial<Record<MrsItem, number>> | null,
): PersonalBasis {
  const stage =
    typeof menopauseStatus === "string" && menopauseStatus !== NOT_ANSWERED
      ? (STAGES[menopauseStatus] ?? null)
      : null;
  const known = new Set<string>(MRS_ITEMS.map((item) => item.slug));
  const answers = Object.fromEntries(
    Object.entries(latestCheckIn ?? {}).filter(
      ([slug, value]) => known.has(slug) && typeof value === "number",
    ),
  ) as Partial<Record<MrsItem, number>>;
  const symptoms = worstSymptoms(answers)
    .slice(0, PERSONAL_SYMPTOMS_MAX)
    .map((symptom) => symptom.slug);
  return { stage, symptoms };
}

/** The topics the retrieval boosts: the worst symptoms' topics, and the stage's when it has one. */
export function boostTopicsOf(basis: PersonalBasis): ContentTopic[] {
  return [
    ...basis.symptoms.map((symptom) => MRS_CONTENT_TOPICS[symptom]),
    ...(basis.stage?.topic ? [basis.stage.topic] : []),
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The answer's `personalizedFor`: 'Perimenopause', 'Hot flushes (your latest check-in)'… (empty:
 * nothing). For a practitioner working for a client, `client` names whose check-in it was.
 */
export function personalizedFor(basis: PersonalBasis, client?: string): string[] {
  const whose = client ? `${client}'s latest check-in` : "your latest check-in";
  return [
    ...(basis.stage ? [basis.stage.label] : []),
    ...basis.symptoms.map((symptom) => `${capitalised(SYMPTOM_WORDS[symptom])} (${whose})`),
  ];
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** When there is nothing to personalise on, the line says so. */
export const NOT_PERSONALISED_LINE =
  "Not personalised: there is no menopause status or check-in of yours to go on yet.";

/**
 * The line a personalised answer opens with, e.g. 'Personalised for you: perimenopause, and hot
 * flushes and sleep problems from your latest check-in.'
 */
export function personalLine(basis: PersonalBasis, client?: string): string {
  const symptoms = basis.symptoms.map((symptom) => SYMPTOM_WORDS[symptom]);
  const whose = client ? "their" : "your";
  const who = client ? `Personalised for ${client}` : "Personalised for you";
  const fromCheckIn = symptoms.length > 0 ? `${listed(symptoms)} from ${whose} latest check-in` : "";
  if (basis.stage && fromCheckIn) return `${who}: ${basis.stage.words}, and ${fromCheckIn}.`;
  if (basis.stage) return `${who}: ${basis.stage.words}, from ${whose} onboarding answers.`;
  if (fromCheckIn) return `${who}: ${fromCheckIn}.`;
  return client
    ? `Not personalised: ${client} has no menopause status or check-in to go on yet.`
    : NOT_PERSONALISED_LINE;
}

/**
 * The answer's text with the personal line put in: after the seek-care advice of its red flags
 * (which always comes first), before everything else.
 */
export function withPersonalLine(text: string, redFlags: readonly RaisedRedFlag[], line: string): string {
  const advice = redFlags.length > 0 ? `${adviceParagraphs(redFlags).join("\n\n")}\n\n` : "";
  if (advice !== "" && text.startsWith(advice)) return `${advice}${line}\n\n${text.slice(advice.length)}`;
  return `${line}\n\n${text}`;
}
