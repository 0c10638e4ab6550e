import type { AppNavItem } from "@pkg/screens";
import type { Role } from "@pkg/stores";

import { paths } from "./paths";

type Section = { label: string; to: string };

const healthSnapshot: Section = { label: "Health snapshot", to: paths.healthSnapshot };
const checkIn: Section = { label: "Check-in", to: paths.symptoms };
const glucose: Section = { label: "Glucose", to: paths.glucose };
const mood: Section = { label: "Mood", to: paths.mood };
const healthHistory: Section = { label: "Health history", to: paths.healthHistory };
const library: Section = { label: "Library", to: paths.library };
const contentLibrary: Section = { label: "Library", to: paths.contentLibrary };
const ask: Section = { label: "Ask", to: paths.ask };
const saved: Section = { label: "Saved", to: paths.saved };
const clients: Section = { label: "Clients", to: paths.coaches };
const handouts: Section = { label: "Handouts", to: paths.handouts };
const administration: Section = { label: "Administration", to: paths.admin };

/**
 * The navigation of each role (decisions.md "The signed-in product"), in its order. Settings is in
 * the avatar menu for everyone.
 */
const sectionsByRole: Partial<Record<Role, readonly Section[]>> = {
  Client: [healthSnapshot, checkIn, glucose, mood, healthHistory, ask, library, saved],
  Practitioner: [contentLibrary, clients, handouts, ask, saved],
  Coach: [contentLibrary, clients, handouts, ask, saved],
  Reviewer: [contentLibrary, ask, saved],
  "Super Admin": [contentLibrary, clients, handouts, ask, saved, administration],
  admin: [administration, library, ask, saved],
  coaches: [clients, handouts, library, ask, saved],
};

/** The signed-in pages a role may open, the current one marked. */
export function navItemsFor(role: Role | null, pathname: string): AppNavItem[] {
  const sections = role ? (sectionsByRole[role] ?? []) : [];
  const within = (section: Section) => pathname === section.to || pathname.startsWith(`${section.to}/`);
  // The closest section is current: Handouts (`/coaches/handouts`) rather than Clients (`/coaches`).
  const current = sections.filter(within).sort((a, b) => b.to.length - a.to.length)[0];
  return sections.map((section) => ({
    label: section.label,
    to: section.to,
    current: section === current,
  }));
}
