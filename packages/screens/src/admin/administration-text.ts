import { ROLE_NAMES, type RoleId } from "@pkg/contracts";

export { reportedDate as adminDateTime } from "./admin-chats-text";

/** A role id in words. */
export function roleName(roleId: number): string {
  return ROLE_NAMES[roleId as RoleId] ?? "Unknown role";
}

/** The value of a filter select that means 'any'. */
export const ANY = "any";

/** The classes of a text link inside the administration pages. */
export const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";
