/**
 * The practitioner onboarding as it is held while the person moves through the steps (the
 * `coachOnboarding` store's record, persisted as a draft). It follows the record of spec section 3;
 * what a step has not set yet is empty ('', null or an empty list), and the finish step turns the
 * draft into `CoachOnboardingData` (see `coachOnboardingDataSchema`). Kept free of zod like
 * `onboarding-constants.ts`, since the store is part of every page's first load.
 */

/** A file the person chose, kept in the browser (IndexedDB) until the onboarding is submitted. */
export type DraftFileRef = {
  /** The key under which the bytes are stored locally. */
  id: string;
  name: string;
  /** MIME type. */
  type: string;
  /** Size in bytes. */
  size: number;
};

/** One person to invite as typed or imported: a name and an e-mail address or a phone number. */
export type DraftInvitee = { name: string; contact: string };

export type CoachOnboardingDraft = {
  /** Step 0: one answer per category of PRACTITIONER_CATEGORIES, '' while unchosen. */
  practitioner_types: string[];
  /** Step 1: focus-area chips and custom niches ('Other' replaced by them). */
  primary_niches: string[];
  /** Step 2. */
  school: string[];
  recent_client_count: string;
  target_client_count: string;
  uses_labs_supplements: string;
  certificate_file: DraftFileRef[];
  /** Step 3: a PlanId, '' while unchosen. */
  subscription_plan: string;
  /** Step 4. */
  first_name: string;
  /** Labelled 'Alternative name for your practice profile'. */
  last_name: string;
  age: number | null;
  gender: string;
  timezone: string;
  profile_picture: DraftFileRef | null;
  two_factor_enabled: boolean;
  two_factor_method: string;
  /** The chosen recovery question. */
  security_questions: string;
  security_answers: string;
  /** Step 5: the people to invite once the onboarding is submitted. */
  invitees: DraftInvitee[];
};

/** The draft's starting values: nothing chosen yet. */
export const COACH_ONBOARDING_DRAFT_DEFAULTS: CoachOnboardingDraft = {
  practitioner_types: ["", "", "", "", ""],
  primary_niches: [],
  school: [],
  recent_client_count: "",
  target_client_count: "",
  uses_labs_supplements: "",
  certificate_file: [],
  subscription_plan: "",
  first_name: "",
  last_name: "",
  age: null,
  gender: "",
  timezone: "",
  profile_picture: null,
  two_factor_enabled: false,
  two_factor_method: "",
  security_questions: "",
  security_answers: "",
  invitees: [],
};

/** An e-mail address within a contact: the run of characters around an `@`. */
const EMAIL_IN_CONTACT = /[^\s,;]*@[^\s,;]*/;

/**
 * The e-mail address and the phone number in an invitee's contact (one field, 'Email or phone',
 * which may hold both: `ada@example.com, +1 555 010 2030`). A contact with an `@` or a letter is
 * taken as an e-mail address (so a mistyped address gets the e-mail message, not a phone one);
 * what is left beside the address, less separators, is the phone number.
 */
export function contactParts(contact: string): { email?: string; phone?: string } {
  const text = contact.trim();
  if (!text) return {};
  const email = EMAIL_IN_CONTACT.exec(text)?.[0];
  if (email) {
    const rest = text
      .replace(email, " ")
      .replace(/^[\s,;]+|[\s,;]+$/g, "")
      .trim();
    return rest ? { email, phone: rest } : { email };
  }
  return /\p{L}/u.test(text) ? { email: text } : { phone: text };
}

/** The contact field's text for an e-mail address and a phone number, either of which may be empty. */
export function contactFrom(email: string, phone: string): string {
  return [email.trim(), phone.trim()].filter(Boolean).join(", ");
}

/**
 * An invitee as the API takes it (`POST /api/coach/invite-client`): the contact's e-mail address
 * and the digits of its phone number (see `contactParts`).
 */
export function inviteeFromDraft(invitee: DraftInvitee): {
  name: string;
  email?: string;
  phone_number?: string;
} {
  const { email, phone } = contactParts(invitee.contact);
  return {
    name: invitee.name.trim(),
    ...(email !== undefined ? { email } : {}),
    ...(phone !== undefined ? { phone_number: phone.replace(/\D/g, "") } : {}),
  };
}
