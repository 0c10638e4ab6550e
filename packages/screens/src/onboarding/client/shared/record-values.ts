import {
  BARRIER_OPTIONS,
  type CLIENT_ONBOARDING_DEFAULTS,
  MAIN_GOAL_OPTIONS,
  NOT_ANSWERED,
  OTHER_PLEASE_SPECIFY,
  PERSONALITY_TYPE_OPTIONS,
  RACE_OPTIONS,
  READINESS_DEFAULT,
  VALUE_OPTIONS,
} from "@pkg/contracts";

import type { AboutYouValues } from "../about-you/use-about-you-form";
import type { PersonalityTypeValues } from "../personality-type/use-personality-type-form";
import { OTHER_OPTION, type ChoicesValues, type ChoiceValues } from "./choice-rules";

/** The client onboarding record as the draft and the API keep it (spec section 3). */
export type ClientOnboardingRecordValues = typeof CLIENT_ONBOARDING_DEFAULTS;

const isOption = (options: readonly string[], value: string) => options.includes(value);

/**
 * A saved single choice as a step shows it again: unanswered is no choice, a listed option is
 * itself, and anything else is text that once replaced 'Other'.
 */
export function choiceValuesFrom(saved: string, options: readonly string[]): ChoiceValues {
  if (saved === NOT_ANSWERED || saved === "") return { choice: "", otherText: "" };
  if (isOption(options, saved) && saved !== OTHER_OPTION) return { choice: saved, otherText: "" };
  return { choice: OTHER_OPTION, otherText: saved };
}

/** A saved list as a step shows it again: an entry that is not an option was 'Other's text. */
export function choicesValuesFrom(saved: readonly string[], options: readonly string[]): ChoicesValues {
  const typed = saved.find((value) => !isOption(options, value) || value === OTHER_OPTION);
  const choices = options.filter(
    (option) => (option === OTHER_OPTION && typed !== undefined) || saved.includes(option),
  );
  return { choices, otherText: typed ?? "" };
}

/** The About you answers of a record, as the form holds them (empty when not answered). */
export function aboutYouValuesFrom(record: ClientOnboardingRecordValues): AboutYouValues {
  const answered = (value: string) => (value === NOT_ANSWERED ? "" : value);
  const race = answered(record.race);
  const listedRace = race === "" || (isOption(RACE_OPTIONS, race) && race !== OTHER_PLEASE_SPECIFY);
  return {
    // Age 0 is the default: it reads as an answer only once the step was saved.
    age: record.menopauseStatus === NOT_ANSWERED && record.age === 0 ? "" : String(record.age),
    menopauseStatus: answered(record.menopauseStatus),
    country: answered(record.country),
    ZIP: answered(record.ZIP),
    language: [...record.language],
    household: answered(record.household),
    race: listedRace ? race : OTHER_PLEASE_SPECIFY,
    raceOther: listedRace ? "" : race,
    education: answered(record.education),
    occupation: answered(record.occupation),
  };
}

export const whatBringsYouHereValuesFrom = (record: ClientOnboardingRecordValues) =>
  choiceValuesFrom(record.whatBringsYouHere, MAIN_GOAL_OPTIONS);
export const valuesValuesFrom = (record: ClientOnboardingRecordValues) =>
  choicesValuesFrom(record.values, VALUE_OPTIONS);
export const barriersValuesFrom = (record: ClientOnboardingRecordValues) =>
  choiceValuesFrom(record.barriers, BARRIER_OPTIONS);

/** A saved type reads as 'I already know my type'; none leaves the step unchosen. */
export function personalityTypeValuesFrom(record: ClientOnboardingRecordValues): PersonalityTypeValues {
  return isOption(PERSONALITY_TYPE_OPTIONS, record.personalityType)
    ? { path: "known", personalityType: record.personalityType }
    : { path: "", personalityType: "" };
}

/** The slider's position: the saved readiness, else the default 2. */
export const readinessFrom = (record: ClientOnboardingRecordValues): number =>
  typeof record.readiness === "number" ? record.readiness : READINESS_DEFAULT;
