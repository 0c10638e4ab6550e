import type { LoginResponse, TwoFactorChallenge } from "./two-factor";

/** Whether Log in answered a second-factor challenge (in its own module: Log in needs no zod for it). */
export function isTwoFactorChallenge(answer: LoginResponse): answer is TwoFactorChallenge {
  return "twoFactorRequired" in answer && answer.twoFactorRequired === true;
}
