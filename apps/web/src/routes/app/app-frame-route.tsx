import { AppFrame, TwoFactorReminder } from "@pkg/screens";
import { selectAccessToken, selectRole, selectUser, useAppSelector } from "@pkg/stores";
import { Outlet, useLocation } from "react-router";

import { navItemsFor } from "../../app/navigation";
import { paths } from "../../app/paths";
import { useAccountTheme } from "../../app/use-account-theme";
import { useBrowserTimeZone } from "../../app/use-browser-time-zone";
import { useProfilePicture } from "../../app/use-profile-picture";
import { useSignOut } from "../../app/use-sign-out";
import { useTwoFactorReminder } from "./use-two-factor-reminder";

/** The signed-in pages' frame: navigation for the role, the avatar menu (Settings, Sign out), the page. */
export function AppFrameRoute() {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectAccessToken);
  const role = useAppSelector(selectRole);
  const location = useLocation();
  const { signingOut, onSignOut } = useSignOut();
  const avatarUrl = useProfilePicture(token ? user?.id : undefined);
  useBrowserTimeZone();
  useAccountTheme();
  const onSettings = location.pathname === paths.settings;
  const twoFactorChoice = useTwoFactorReminder(onSettings);

  // Signed out: the guard inside sends the visitor on; no frame around that.
  if (!user || !token) return <Outlet />;

  return (
    <AppFrame
      userName={user.name || user.email}
      roleLabel={user.roleName}
      avatarUrl={avatarUrl}
      navItems={navItemsFor(role, location.pathname)}
      settingsHref={paths.settings}
      onSignOut={onSignOut}
      signingOut={signingOut}
    >
      {twoFactorChoice && !onSettings ? (
        <TwoFactorReminder method={twoFactorChoice} href={`${paths.settings}#two-factor`} />
      ) : null}
      <Outlet />
    </AppFrame>
  );
}
