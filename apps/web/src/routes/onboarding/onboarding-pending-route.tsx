import { ROLE_IDS } from "@pkg/contracts";
import { OnboardingPendingScreen } from "@pkg/screens";
import { selectUser, useAppSelector } from "@pkg/stores";

import { useSignOut } from "../../app/use-sign-out";

/** Every onboarding route until its screens arrive: a welcome by name, and Sign out. */
export function OnboardingPendingRoute() {
  const user = useAppSelector(selectUser);
  const { signingOut, onSignOut } = useSignOut();
  return (
    <OnboardingPendingScreen
      name={user?.name || user?.email || ""}
      accountType={user?.roleID === ROLE_IDS.client ? "client" : "practitioner"}
      onSignOut={onSignOut}
      signingOut={signingOut}
    />
  );
}
