/** 'Welcome, Carmen.' on the first visit after the onboarding, 'Welcome back, Carmen.' after; none without a name. */
export function greetingOf(firstName: string | undefined | null, firstVisit = false): string | null {
  if (!firstName) return null;
  return `${firstVisit ? "Welcome" : "Welcome back"}, ${firstName}.`;
}
