import { describe, expect, it } from "vitest";

import { COACH_ONBOARDING_DRAFT_DEFAULTS } from "./coach-onboarding-draft";
import { CLIENT_ONBOARDING_DEFAULTS } from "./onboarding-constants";
import {
  clientOnboardingProgressSchema,
  coachOnboardingProgressDraftSchema,
  coachOnboardingProgressSchema,
} from "./onboarding-progress";
import { COACH_PROGRESS_LOCAL_FIELDS } from "./onboarding-steps";

describe("onboarding progress", () => {
  it("takes an untouched draft of either flow", () => {
    const coachDraft = Object.fromEntries(
      Object.entries(COACH_ONBOARDING_DRAFT_DEFAULTS).filter(
        ([field]) => !(COACH_PROGRESS_LOCAL_FIELDS as readonly string[]).includes(field),
      ),
    );
    expect(coachOnboardingProgressSchema.parse({ step: "intro", page: 2, draft: coachDraft })).toEqual({
      step: "intro",
      page: 2,
      draft: coachDraft,
    });
    expect(
      clientOnboardingProgressSchema.parse({ step: "welcome", draft: CLIENT_ONBOARDING_DEFAULTS }),
    ).toEqual({ step: "welcome", page: null, draft: CLIENT_ONBOARDING_DEFAULTS });
  });

  it("keeps neither files nor the recovery answer of a practitioner's draft", () => {
    const parsed = coachOnboardingProgressDraftSchema.parse({
      first_name: "Paula",
      security_answers: "Lyon",
      certificate_file: [{ id: "a", name: "a.pdf", type: "application/pdf", size: 1 }],
    });
    expect(parsed).toEqual({ first_name: "Paula" });
  });

  it("refuses unknown steps, pages out of range and answers off the option lists", () => {
    expect(clientOnboardingProgressSchema.safeParse({ step: "finish", draft: {} }).success).toBe(false);
    expect(coachOnboardingProgressSchema.safeParse({ step: "aboutYou", draft: {} }).success).toBe(false);
    expect(coachOnboardingProgressSchema.safeParse({ step: "intro", page: 99, draft: {} }).success).toBe(
      false,
    );
    expect(
      coachOnboardingProgressSchema.safeParse({ step: "intro", draft: { subscription_plan: "gold" } })
        .success,
    ).toBe(false);
    expect(clientOnboardingProgressSchema.safeParse({ step: "values", draft: { age: 500 } }).success).toBe(
      false,
    );
  });
});
