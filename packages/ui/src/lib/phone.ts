/** The most digits a phone number may have (E.164). */
export const PHONE_MAX_DIGITS = 15;
/** The fewest digits a complete phone number has. */
export const PHONE_MIN_DIGITS = 10;

/** Keeps the digits of `input` only, at most 15 of them. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

/** Whether the digits are a North American number: a leading 1 and at most 11 digits. */
function isNorthAmerican(digits: string): boolean {
  return digits.startsWith("1") && digits.length <= 11;
}

/**
 * Formats phone digits for display, as far as they go (it is applied while typing):
 * - a leading 1 with up to 11 digits: `+1 (XXX) XXX-XXXX`;
 * - anything else: `+`, a two-digit country group, then groups of three, where a trailing single
 *   digit joins the group before it (`+44 791 112 3456`).
 * Non-digits are ignored and at most 15 digits are kept.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return "";

  if (isNorthAmerican(digits)) {
    const area = digits.slice(1, 4);
    const exchange = digits.slice(4, 7);
    const line = digits.slice(7, 11);
    let formatted = "+1";
    if (area) formatted += ` (${area}`;
    if (exchange) formatted += `) ${exchange}`;
    if (line) formatted += `-${line}`;
    return formatted;
  }

  const country = digits.slice(0, 2);
  const rest = digits.slice(2);
  const groups: string[] = [];
  for (let index = 0; index < rest.length; index += 3) groups.push(rest.slice(index, index + 3));
  const last = groups.at(-1);
  if (groups.length > 1 && last?.length === 1) {
    groups.pop();
    groups[groups.length - 1] += last;
  }
  return ["+" + country, ...groups].join(" ");
}

/** The index in `formatted` just after its `count`-th digit (0 gives the start of the digits). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) {
    const first = formatted.search(/\d/);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? "")) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return formatted.length;
}
