import { HomeScreen } from "@pkg/screens";
import { selectUser, useAppSelector } from "@pkg/stores";

function useFirstName(): string | undefined {
  const user = useAppSelector(selectUser);
  return user?.name?.split(/\s+/)[0] || undefined;
}

/** `/health-snapshot`: the client's home. */
export function HealthSnapshotRoute() {
  return (
    <HomeScreen
      title="Health snapshot"
      firstName={useFirstName()}
      upcoming="Your health snapshot is coming in a future update: your symptom check-ins, mood and glucose readings will show here."
    />
  );
}

/** `/content-manager/library`: practitioners', reviewers' and super admins' home. */
export function ContentLibraryRoute() {
  return (
    <HomeScreen
      title="Content library"
      firstName={useFirstName()}
      upcoming="The content library is coming in a future update: reviewed and published content, and the review workflow, will show here."
    />
  );
}

/** `/coaches`: a practitioner's client management. */
export function CoachesRoute() {
  return (
    <HomeScreen
      title="Clients"
      firstName={useFirstName()}
      upcoming="Client management is coming in a future update: the clients you invite and support will show here."
    />
  );
}

/** `/admin`: administration. */
export function AdminRoute() {
  return (
    <HomeScreen
      title="Administration"
      firstName={useFirstName()}
      upcoming="Administration is coming in a future update: accounts, roles and reviewers will be managed here."
    />
  );
}
