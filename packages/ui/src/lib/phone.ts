import type { AsYouType as AsYouTypeFormatter } from "libphonenumber-js/min";

/** The most digits a phone number may have (E.164). */
export const PHONE_MAX_DIGITS = 15;
/** The fewest digits a complete phone number has. */
export const PHONE_MIN_DIGITS = 10;

/** Keeps the digits of `input` only, at most 15 of them. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

/**
 * Whether the digits are (the start of) a North American number: a leading 1 with at most 11
 * digits, or at most 10 digits without it (10 digits are a North American number without its
 * country code, as decided for the product).
 */
function isNorthAmerican(digits: string): boolean {
  return digits.startsWith("1") ? digits.length <= 11 : digits.length <= 10;
}

/** Whether `+1` is shown in front of digits that do not hold it (10 digits or fewer, no leading 1). */
export function hasImpliedCountryCode(input: string): boolean {
  const digits = phoneDigits(input);
  return digits !== "" && !digits.startsWith("1") && isNorthAmerican(digits);
}

let AsYouType: typeof AsYouTypeFormatter | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the international formatter (libphonenumber-js and its metadata, about 30 KB gzipped) once.
 * It is fetched only when an international number is typed or shown, so North American numbers,
 * the common case, never pay for it.
 */
export function loadPhoneFormatter(): Promise<void> {
  loading ??= import("libphonenumber-js/min").then((module) => {
    AsYouType = module.AsYouType;
  });
  return loading;
}

/** Whether international numbers are formatted yet (see `loadPhoneFormatter`). */
export function isPhoneFormatterLoaded(): boolean {
  return AsYouType !== undefined;
}

/** Whether showing these digits needs the international formatter. */
export function needsPhoneFormatter(input: string): boolean {
  const digits = phoneDigits(input);
  return digits !== "" && !isNorthAmerican(digits);
}

/**
 * Formats phone digits for display, as far as they go (it is applied while typing):
 * - a North American number (a leading 1 with up to 11 digits, or up to 10 digits without it):
 *   `+1 (XXX) XXX-XXXX`, the `+1` added when it was not typed;
 * - any other number: `+`, its country code and the groups of its country's own format, from
 *   libphonenumber-js (`+353 87 123 4567`, `+44 7911 123456`). Until that formatter has loaded
 *   (`loadPhoneFormatter`), the digits follow a bare `+`.
 * Non-digits are ignored and at most 15 digits are kept.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return "";

  if (isNorthAmerican(digits)) {
    const national = digits.startsWith("1") ? digits.slice(1) : digits;
    const area = national.slice(0, 3);
    const exchange = national.slice(3, 6);
    const line = national.slice(6, 10);
    let formatted = "+1";
    if (area) formatted += ` (${area}`;
    if (exchange) formatted += `) ${exchange}`;
    if (line) formatted += `-${line}`;
    return formatted;
  }

  return AsYouType ? new AsYouType().input(`+${digits}`) : `+${digits}`;
}

/**
 * The index in `formatted` just after its `count`-th digit, not counting the first `shown` digits
 * (a `+1` that is shown but was not typed); 0 gives the place of the first counted digit.
 */
export function caretAfterDigits(formatted: string, count: number, shown = 0): number {
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (!/\d/.test(formatted[index] ?? "")) continue;
    if (count <= 0 && seen === shown) return index;
    seen += 1;
    if (count > 0 && seen === count + shown) return index + 1;
  }
  return formatted.length;
}
