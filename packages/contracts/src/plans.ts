import { z } from "zod";

/** Subscription plans (spec section 9). No card is charged; the API enforces the limits. */
export const PLAN_IDS = ["starter", "professional"] as const;
export const planIdSchema = z.enum(PLAN_IDS, { error: "Choose a plan" });
export type PlanId = z.infer<typeof planIdSchema>;

export type Plan = {
  id: PlanId;
  name: string;
  priceUsdPerMonth: number;
  mostPopular: boolean;
  activeClients: number;
  aiSessionsPerMonth: number;
  storageGb: number;
  library: "basic" | "full, with templates";
};

export const PLANS: Record<PlanId, Plan> = {
  starter: {
    id: "starter",
    name: "Starter",
    priceUsdPerMonth: 0,
    mostPopular: false,
    activeClients: 3,
    aiSessionsPerMonth: 10,
    storageGb: 1,
    library: "basic",
  },
  professional: {
    id: "professional",
    name: "Professional",
    priceUsdPerMonth: 39,
    mostPopular: true,
    activeClients: 50,
    aiSessionsPerMonth: 50,
    storageGb: 15,
    library: "full, with templates",
  },
};

/** A practitioner who has not chosen a plan yet is on Starter. */
export const DEFAULT_PLAN_ID: PlanId = "starter";
