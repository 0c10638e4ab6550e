import { HomeScreen } from "@pkg/screens";
import { selectFirstName, selectFirstVisit, useAppSelector } from "@pkg/stores";

/** The greeting: the first name given in the onboarding, and whether this is the first visit. */
function useGreeting() {
  return { firstName: useAppSelector(selectFirstName), firstVisit: useAppSelector(selectFirstVisit) };
}

/** `/health-snapshot`: the client's home. */
export function HealthSnapshotRoute() {
  return (
    <HomeScreen
      title="Health snapshot"
      {...useGreeting()}
      upcoming="Your health snapshot is coming in a future update: your symptom check-ins, mood and glucose readings will show here."
    />
  );
}

/** `/content-manager/library`: practitioners', reviewers' and super admins' home. */
export function ContentLibraryRoute() {
  return (
    <HomeScreen
      title="Content library"
      {...useGreeting()}
      upcoming="The content library is coming in a future update: reviewed and published content, and the review workflow, will show here."
    />
  );
}

/** `/coaches`: a practitioner's client management. */
export function CoachesRoute() {
  return (
    <HomeScreen
      title="Clients"
      {...useGreeting()}
      upcoming="Client management is coming in a future update: the clients you invite and support will show here."
    />
  );
}

/** `/admin`: administration. */
export function AdminRoute() {
  return (
    <HomeScreen
      title="Administration"
      {...useGreeting()}
      upcoming="Administration is coming in a future update: accounts, roles and reviewers will be managed here."
    />
  );
}
