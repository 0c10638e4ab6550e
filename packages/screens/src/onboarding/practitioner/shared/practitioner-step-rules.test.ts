import { COACH_ONBOARDING_DRAFT_DEFAULTS, OTHER_PLEASE_SPECIFY } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import {
  aboutPracticeValuesFrom,
  emptyAboutPracticeValues,
  isAboutPracticeComplete,
  validateAboutPractice,
} from "../about-practice/use-about-practice-form";
import {
  addNiche,
  emptyFocusAreasValues,
  focusAreasValuesFrom,
  isFocusAreasComplete,
  validateFocusAreas,
} from "../focus-areas/use-focus-areas-form";
import {
  emptyInviteClientsValues,
  isInviteClientsComplete,
  validateInviteClients,
} from "../invite-clients/use-invite-clients-form";
import {
  isPractitionerTypeComplete,
  practitionerTypeValuesFrom,
  validatePractitionerType,
} from "../practitioner-type/use-practitioner-type-form";
import {
  emptyProfileSetupValues,
  isProfileSetupComplete,
  profileSetupValuesFrom,
  validateProfileSetup,
} from "../profile-setup/use-profile-setup-form";
import {
  isSubscriptionPlanComplete,
  subscriptionPlanValuesFrom,
  validateSubscriptionPlan,
} from "../subscription-plan/use-subscription-plan-form";

const draft = COACH_ONBOARDING_DRAFT_DEFAULTS;

describe("spec section 5, practitioner onboarding", () => {
  describe("focus areas: 1 to 5 chips; Other needs non-blank text", () => {
    const chips = (...list: string[]) => ({ ...emptyFocusAreasValues, chips: list });

    it("needs at least one and at most five", () => {
      expect(isFocusAreasComplete(chips())).toBe(false);
      expect(isFocusAreasComplete(chips("Gut Health"))).toBe(true);
      const five = { ...chips("Gut Health", "Cancer Support", "Anxiety & Sleep"), customNiches: ["A", "B"] };
      expect(isFocusAreasComplete(five)).toBe(true);
      expect(isFocusAreasComplete({ ...five, customNiches: ["A", "B", "C"] })).toBe(false);
      expect(validateFocusAreas(chips())).toEqual({
        ok: false,
        errors: { chips: "Choose at least one focus area" },
      });
    });

    it("refuses 'Other' left without its niche, and a blank niche", () => {
      expect(isFocusAreasComplete(chips("Gut Health", "Other"))).toBe(false);
      expect(validateFocusAreas(chips("Other"))).toEqual({
        ok: false,
        errors: { nicheText: "Please specify" },
      });
      expect(addNiche({ ...chips("Other"), nicheText: "   " })).toEqual({
        ok: false,
        error: "Please specify",
      });
    });

    it("turns the trimmed niche into a pill that replaces 'Other', at most three", () => {
      const added = addNiche({ ...chips("Gut Health", "Other"), nicheText: "  Sleep after 40 " });
      expect(added).toEqual({
        ok: true,
        values: { chips: ["Gut Health"], customNiches: ["Sleep after 40"], nicheText: "", search: "" },
      });
      expect(addNiche({ ...chips("Other"), customNiches: ["A", "B", "C"], nicheText: "D" }).ok).toBe(false);
      expect(validateFocusAreas({ ...chips("Gut Health"), customNiches: ["Sleep after 40"] })).toEqual({
        ok: true,
        data: { primary_niches: ["Gut Health", "Sleep after 40"] },
      });
    });

    it("restores saved niches as chips and pills", () => {
      expect(focusAreasValuesFrom({ primary_niches: ["Gut Health", "Sleep after 40"] })).toMatchObject({
        chips: ["Gut Health"],
        customNiches: ["Sleep after 40"],
      });
    });
  });

  describe("practitioner type: all five filled; Other replaced by the typed text", () => {
    const types = ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", OTHER_PLEASE_SPECIFY];

    it("needs every category and the text of 'Other'", () => {
      expect(
        isPractitionerTypeComplete({ types: ["", ...types.slice(1)], otherTexts: ["", "", "", "", "x"] }),
      ).toBe(false);
      expect(isPractitionerTypeComplete({ types, otherTexts: ["", "", "", "", "  "] })).toBe(false);
      expect(validatePractitionerType({ types, otherTexts: ["", "", "", "", ""] })).toMatchObject({
        ok: false,
        errors: { "other.4": "Please specify" },
      });
    });

    it("saves the typed text in place of 'Other (please specify)' and restores it", () => {
      const check = validatePractitionerType({ types, otherTexts: ["", "", "", "", " Doula "] });
      expect(check).toEqual({
        ok: true,
        data: { practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Doula"] },
      });
      if (!check.ok) return;
      expect(practitionerTypeValuesFrom(check.data).types[4]).toBe(OTHER_PLEASE_SPECIFY);
      expect(practitionerTypeValuesFrom(check.data).otherTexts[4]).toBe("Doula");
    });
  });

  describe("about your practice: school, both counts, labs and a certificate", () => {
    const file = new File(["%PDF"], "licence.pdf", { type: "application/pdf" });
    const complete = {
      school: ["Health Coach Institute"],
      recentClientCount: "0-5",
      targetClientCount: "16-30",
      labs: "No",
      certificates: [file],
    };

    it("starts with both client counts empty (the original's defect fixed)", () => {
      expect(aboutPracticeValuesFrom(draft)).toEqual(emptyAboutPracticeValues);
      expect(emptyAboutPracticeValues.recentClientCount).toBe("");
      expect(emptyAboutPracticeValues.targetClientCount).toBe("");
    });

    it("enables Next only with every answer", () => {
      expect(isAboutPracticeComplete(complete)).toBe(true);
      for (const missing of [
        { school: [] },
        { recentClientCount: "" },
        { targetClientCount: "" },
        { labs: "" },
        { certificates: [] },
      ]) {
        expect(isAboutPracticeComplete({ ...complete, ...missing })).toBe(false);
      }
      expect(validateAboutPractice({ ...complete, certificates: [] })).toMatchObject({
        ok: false,
        errors: { certificates: "Upload at least one certificate or licence" },
      });
      expect(validateAboutPractice(complete)).toEqual({
        ok: true,
        data: {
          school: ["Health Coach Institute"],
          recent_client_count: "0-5",
          target_client_count: "16-30",
          uses_labs_supplements: "No",
          certificates: [file],
        },
      });
    });
  });

  describe("plan: a choice is required", () => {
    it("enables Next once a plan is chosen", () => {
      expect(isSubscriptionPlanComplete(subscriptionPlanValuesFrom(draft))).toBe(false);
      expect(validateSubscriptionPlan({ plan: "" })).toEqual({
        ok: false,
        errors: { plan: "Choose a plan" },
      });
      expect(validateSubscriptionPlan({ plan: "starter" })).toEqual({
        ok: true,
        data: { subscription_plan: "starter" },
      });
    });
  });

  describe("profile setup: names, age 0–120, gender, time zone, recovery question and answer", () => {
    const complete = {
      ...emptyProfileSetupValues,
      firstName: "Maya",
      lastName: "Rivera Wellness",
      age: "44",
      gender: "women",
      timezone: "GMT-05:00",
      recoveryQuestion: "What was the name of your first pet?",
      recoveryAnswer: "Biscuit",
    };

    it("enables Next only when every required answer is present after trimming", () => {
      expect(isProfileSetupComplete(complete)).toBe(true);
      expect(isProfileSetupComplete(profileSetupValuesFrom(draft))).toBe(false);
      for (const missing of [
        { firstName: "  " },
        { lastName: " " },
        { age: "" },
        { gender: "" },
        { timezone: "" },
        { recoveryQuestion: "" },
        { recoveryAnswer: "   " },
      ]) {
        expect(isProfileSetupComplete({ ...complete, ...missing })).toBe(false);
      }
      expect(isProfileSetupComplete({ ...complete, twoFactorEnabled: true })).toBe(false);
      expect(isProfileSetupComplete({ ...complete, twoFactorEnabled: true, twoFactorMethod: "Email" })).toBe(
        true,
      );
    });

    it("bounds the age to 0–120 with the spec's message", () => {
      for (const age of ["-1", "121", "44.5"]) {
        expect(validateProfileSetup({ ...complete, age })).toEqual({
          ok: false,
          errors: { age: "Age must be between 0 and 120" },
        });
      }
      expect(validateProfileSetup({ ...complete, age: "0" }).ok).toBe(true);
      expect(validateProfileSetup({ ...complete, age: "120" }).ok).toBe(true);
    });
  });

  describe("invite clients: every manual field non-blank", () => {
    it("enables Next only when every row has a name and a contact", () => {
      expect(isInviteClientsComplete(emptyInviteClientsValues)).toBe(false);
      expect(isInviteClientsComplete({ invitees: [{ name: "Ada", contact: "ada@example.com" }] })).toBe(true);
      expect(
        isInviteClientsComplete({
          invitees: [
            { name: "Ada", contact: "ada@example.com" },
            { name: "Grace", contact: "  " },
          ],
        }),
      ).toBe(false);
    });

    it("checks each contact as an e-mail address or a phone number", () => {
      expect(
        validateInviteClients({
          invitees: [
            { name: "Ada", contact: "ada@" },
            { name: "Grace", contact: "+1 (555) 010-2030" },
          ],
        }),
      ).toEqual({ ok: false, errors: { "invitees.0.contact": "The email format is incorrect" } });
      expect(validateInviteClients({ invitees: [{ name: " Ada ", contact: " 5550102030 " }] })).toEqual({
        ok: true,
        data: { invitees: [{ name: "Ada", contact: "5550102030" }] },
      });
    });

    it("gives a mistyped address (no @) the e-mail message, not a phone one", () => {
      expect(validateInviteClients({ invitees: [{ name: "Ada", contact: "ada.example.com" }] })).toEqual({
        ok: false,
        errors: { "invitees.0.contact": "The email format is incorrect" },
      });
    });

    it("takes a contact with both an e-mail address and a phone number, checking each", () => {
      expect(
        validateInviteClients({ invitees: [{ name: "Ada", contact: "ada@example.com, 5550102030" }] }),
      ).toEqual({ ok: true, data: { invitees: [{ name: "Ada", contact: "ada@example.com, 5550102030" }] } });
      expect(validateInviteClients({ invitees: [{ name: "Ada", contact: "ada@example.com, 555" }] })).toEqual(
        {
          ok: false,
          errors: { "invitees.0.contact": "Phone number is too short" },
        },
      );
    });
  });
});
