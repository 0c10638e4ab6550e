import { apiErrorBodySchema } from "@pkg/contracts";

import type { RequireUser } from "../auth/authenticate";
import type { AccountService } from "../services/accounts";
import type { InvitationService } from "../services/invitations";
import type { OnboardingService } from "../services/onboarding";

export type RouteOptions = {
  requireUser: RequireUser;
  accounts: AccountService;
  invitations: InvitationService;
  onboarding: OnboardingService;
  /** Per-route rate limit of the auth endpoints (@fastify/rate-limit route config). */
  authRateLimit: { max: number; timeWindow: number };
};

/** Error answers for the OpenAPI document: every one has the `{ message, code, fieldErrors? }` shape. */
export function errorResponses<const T extends number>(
  ...statuses: T[]
): Record<T, typeof apiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema])) as Record<
    T,
    typeof apiErrorBodySchema
  >;
}

export const bearer = [{ bearerAuth: [] }];
