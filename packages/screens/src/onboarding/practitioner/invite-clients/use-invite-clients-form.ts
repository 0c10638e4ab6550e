import {
  inviteeFromDraft,
  inviteeSchema,
  type CoachOnboardingDraft,
  type DraftInvitee,
} from "@pkg/contracts";

import type { StepCheck } from "../../shared";
import { useStepForm } from "../../shared";

export type InviteClientsValues = { invitees: DraftInvitee[] };
/** `invitees.N.name` or `invitees.N.contact`. */
export type InviteClientsField = `invitees.${number}.${"name" | "contact"}`;
export type InviteClientsData = { invitees: DraftInvitee[] };

export const emptyInvitee = (): DraftInvitee => ({ name: "", contact: "" });
export const emptyInviteClientsValues: InviteClientsValues = { invitees: [emptyInvitee()] };

/** The saved invitees, or one empty row to start typing in. */
export function inviteClientsValuesFrom(draft: Pick<CoachOnboardingDraft, "invitees">): InviteClientsValues {
  return {
    invitees: draft.invitees.length > 0 ? draft.invitees.map((row) => ({ ...row })) : [emptyInvitee()],
  };
}

/** Spec section 5: every manual invitee field is non-blank (and there is someone to invite). */
export function isInviteClientsComplete(values: InviteClientsValues): boolean {
  return (
    values.invitees.length > 0 &&
    values.invitees.every((row) => row.name.trim() !== "" && row.contact.trim() !== "")
  );
}

/** Each row as the API will take it: a valid name and a valid e-mail address or phone number. */
export function validateInviteClients(
  values: InviteClientsValues,
): StepCheck<InviteClientsData, InviteClientsField> {
  const errors: Partial<Record<InviteClientsField, string>> = {};
  values.invitees.forEach((row, index) => {
    if (!row.name.trim()) errors[`invitees.${index}.name`] = "Enter a name";
    if (!row.contact.trim()) {
      errors[`invitees.${index}.contact`] = "Enter an email or a phone number";
      return;
    }
    const parsed = inviteeSchema.safeParse(inviteeFromDraft(row));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "name" ? "name" : "contact";
        errors[`invitees.${index}.${field}`] ??= issue.message;
      }
    }
  });
  if (values.invitees.length === 0) errors["invitees.0.name"] = "Add at least one client to invite";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      invitees: values.invitees.map((row) => ({ name: row.name.trim(), contact: row.contact.trim() })),
    },
  };
}

export function useInviteClientsForm(initialValues: InviteClientsValues = emptyInviteClientsValues) {
  return useStepForm(initialValues, validateInviteClients, isInviteClientsComplete);
}
