import * as React from "react";

import {
  caretAfterDigits,
  formatPhone,
  hasImpliedCountryCode,
  isPhoneFormatterLoaded,
  loadPhoneFormatter,
  needsPhoneFormatter,
  phoneDigits,
} from "../../lib/phone";
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
 * A phone number input that keeps digits only (at most 15) and shows them masked: North American
 * numbers (10 digits, or 11 with their leading 1) as `+1 (XXX) XXX-XXXX`, the `+1` shown when it
 * was not typed; longer international numbers as `+` and their country's groups (libphonenumber-js,
 * loaded when the first such number appears). The caret stays beside the digit being edited, and
 * deleting a mask character deletes the digit next to it.
 */
export function PhoneInput({ value, defaultValue = "", onChange, ref, ...props }: PhoneInputProps) {
  const [digits, setDigits] = useControllableState({
    value: value === undefined ? undefined : phoneDigits(value),
    defaultValue: phoneDigits(defaultValue),
    onChange,
  });
  const formatted = formatPhone(digits);
  // The `+1` shown in front of a number typed without it is not one of its digits.
  const shown = hasImpliedCountryCode(digits) ? 1 : 0;
  const [, setFormatterLoaded] = React.useState(isPhoneFormatterLoaded);
  const needsFormatter = needsPhoneFormatter(digits);
  React.useEffect(() => {
    if (!needsFormatter || isPhoneFormatterLoaded()) return;
    let current = true;
    void loadPhoneFormatter().then(() => {
      if (current) setFormatterLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [needsFormatter]);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const pendingCaret = React.useRef<number | null>(null);

  React.useLayoutEffect(() => {
    const input = inputRef.current;
    const caretDigits = pendingCaret.current;
    pendingCaret.current = null;
    if (caretDigits === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(formatted, caretDigits, shown);
    input.setSelectionRange(position, position);
  });

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === "function") return ref(node);
    if (ref) ref.current = node;
  };

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    let raw = event.target.value;
    let caret = event.target.selectionStart ?? raw.length;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
    // Drop the shown `+1` that was not typed (or what is left of it after a deletion inside it),
    // so that it does not become a digit.
    if (shown) {
      const prefix = raw.indexOf("+1");
      const length = prefix !== -1 ? 2 : inputType.startsWith("delete") && /^1/.test(raw) ? 1 : 0;
      const at = prefix !== -1 ? prefix : 0;
      if (length > 0) {
        raw = raw.slice(0, at) + raw.slice(at + length);
        if (caret > at) caret = Math.max(at, caret - length);
      }
    }
    let next = phoneDigits(raw);
    let digitsBeforeCaret = phoneDigits(raw.slice(0, caret)).length;

    // Deleting a mask character ("(", ")", "-", a space) deletes the neighbouring digit instead.
    if (next === digits && event.target.value.length < formatted.length && inputType.startsWith("delete")) {
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
