/**
 * Role ids, names and account types as plain values, free of zod: the web app's guards need them
 * in the first load, where the schemas in `roles.ts` would only add weight.
 */

/** Role ids as the API answers them (decisions.md). */
export const ROLE_IDS = {
  superAdmin: 1,
  practitioner: 2,
  client: 3,
  reviewer: 4,
} as const;

export const ROLE_NAMES = {
  1: "Super Admin",
  2: "Practitioner",
  3: "Client",
  4: "Reviewer",
} as const;

export type RoleId = keyof typeof ROLE_NAMES;
export type RoleName = (typeof ROLE_NAMES)[RoleId];

/** The two account types a person can choose at sign-up, and the role id each one gets. */
export const ACCOUNT_TYPES = ["client", "practitioner"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ROLE_ID_BY_ACCOUNT_TYPE = { client: 3, practitioner: 2 } as const satisfies Record<
  AccountType,
  RoleId
>;

export function roleNameOf(roleID: RoleId): RoleName {
  return ROLE_NAMES[roleID];
}
