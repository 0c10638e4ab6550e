import * as React from "react";

import { caretAfterDigits, formatPhone, phoneDigits } from "../../lib/phone";
import { useControllableState } from "../../lib/use-controllable-state";
import { Input, type InputProps } from "../input";

export type PhoneInputProps = Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The phone number's digits (controlled). Anything else in it is ignored. */
  value?: string;
  /** The starting digits (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits only (at most 15) whenever they change. */
  onChange?: (digits: string) => void;
};

/**
 * A phone number input that keeps digits only (at most 15) and shows them masked: numbers that start
 * with 1 as `+1 (XXX) XXX-XXXX`, longer international numbers as `+` and digit groups. The caret
 * stays beside the digit being edited, and deleting a mask character deletes the digit next to it.
 */
export function PhoneInput({ value, defaultValue = "", onChange, ref, ...props }: PhoneInputProps) {
  const [digits, setDigits] = useControllableState({
    value: value === undefined ? undefined : phoneDigits(value),
    defaultValue: phoneDigits(defaultValue),
    onChange,
  });
  const formatted = formatPhone(digits);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const pendingCaret = React.useRef<number | null>(null);

  React.useLayoutEffect(() => {
    const input = inputRef.current;
    const caretDigits = pendingCaret.current;
    pendingCaret.current = null;
    if (caretDigits === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(formatted, caretDigits);
    input.setSelectionRange(position, position);
  });

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === "function") return ref(node);
    if (ref) ref.current = node;
  };

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    let next = phoneDigits(raw);
    let digitsBeforeCaret = phoneDigits(raw.slice(0, caret)).length;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? "";

    // Deleting a mask character ("(", ")", "-", a space) deletes the neighbouring digit instead.
    if (next === digits && raw.length < formatted.length && inputType.startsWith("delete")) {
      if (inputType === "deleteContentForward") {
        next = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
      } else if (digitsBeforeCaret > 0) {
        next = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
        digitsBeforeCaret -= 1;
      }
    }

    pendingCaret.current = Math.min(digitsBeforeCaret, next.length);
    if (next !== digits) setDigits(next);
  };

  return (
    <Input
      data-slot="phone-input"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      ref={setRefs}
      value={formatted}
      onChange={handleChange}
    />
  );
}
