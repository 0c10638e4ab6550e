import type { AppNavItem } from "@pkg/screens";
import type { Role } from "@pkg/stores";

import { canAccess } from "./access";
import { paths } from "./paths";

const sections = [
  { label: "Health snapshot", to: paths.healthSnapshot, group: "healthSnapshot" },
  { label: "Content library", to: paths.contentLibrary, group: "contentManager" },
  { label: "Clients", to: paths.coaches, group: "coaches" },
  { label: "Administration", to: paths.admin, group: "admin" },
] as const;

/** The signed-in pages a role may open, the current one marked. */
export function navItemsFor(role: Role | null, pathname: string): AppNavItem[] {
  return sections
    .filter((section) => canAccess(role, section.group))
    .map((section) => ({
      label: section.label,
      to: section.to,
      current: pathname === section.to || pathname.startsWith(`${section.to}/`),
    }));
}
