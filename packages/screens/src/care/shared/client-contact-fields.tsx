import { CARE_LIMITS } from "@pkg/contracts";
import { Field, PhoneInput, Textarea } from "@pkg/ui";

type ContactFieldsProps = {
  values: { phone_number: string; notes: string };
  errors: { phone_number?: string | undefined; notes?: string | undefined };
  onChange: (field: "phone_number" | "notes", value: string) => void;
  /** The notes box's height in lines. */
  notesRows?: number;
};

/**
 * A practitioner's phone and notes for a client: the same two fields when recording someone to
 * invite later and when editing their record of a client.
 */
export function ClientContactFields({ values, errors, onChange, notesRows = 4 }: ContactFieldsProps) {
  return (
    <>
      <Field label="Phone number" error={errors.phone_number}>
        <PhoneInput
          name="phone_number"
          value={values.phone_number}
          onChange={(digits) => onChange("phone_number", digits)}
          placeholder="+1 (555) 123-4567"
        />
      </Field>
      <Field
        label="Notes"
        description={`Only you see these. At most ${CARE_LIMITS.notesMax.toLocaleString("en-US")} characters.`}
        error={errors.notes}
      >
        <Textarea
          name="notes"
          rows={notesRows}
          value={values.notes}
          onChange={(event) => onChange("notes", event.target.value)}
        />
      </Field>
    </>
  );
}
