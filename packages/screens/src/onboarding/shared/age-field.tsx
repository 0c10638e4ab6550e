import { Field, Input } from "@pkg/ui";

export type AgeFieldProps = {
  /** The age as typed. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** Age, 0 to 120 (spec section 9), as a number field; the form's check gives the message. */
export function AgeField({ value, onChange, error }: AgeFieldProps) {
  return (
    <Field label="Age" error={error} required>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={120}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
