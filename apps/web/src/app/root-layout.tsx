import { ScreensProvider, type ScreenLinkProps } from "@pkg/screens";
import * as React from "react";
import { Link, Outlet, useMatches } from "react-router";

import { config } from "../config";
import { RecordClientLogIn } from "./record-client-log-in";
import { anyToastYet, subscribeToToasts } from "./toast-store";
import { useSystemThemeWhenSignedOut } from "./theme";
import { SignOutOnArrival } from "./use-sign-out";

/** What a route tells the root layout. `toaster: "onboarding"`: toasts last 2 s, at the top right. */
export type RouteHandle = { toaster?: "onboarding" };

// Loaded with the first toast: most first visits show none, and need not download it.
const Toaster = React.lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/** True from the first toast on (and stays true, so the Toaster is not unmounted and reloaded). */
function useToasterWanted(): boolean {
  const anyToast = React.useSyncExternalStore(subscribeToToasts, anyToastYet, () => false);
  const [wanted, setWanted] = React.useState(anyToast);
  if (anyToast && !wanted) setWanted(true);
  return wanted || anyToast;
}

function RouterLink({ to, ...props }: ScreenLinkProps) {
  return <Link to={to} {...props} />;
}

/** Every route renders inside this: the screens' link and product name, and the one Toaster. */
export function RootLayout() {
  useSystemThemeWhenSignedOut();
  const toasterWanted = useToasterWanted();
  const onboarding = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.toaster === "onboarding",
  );
  return (
    <ScreensProvider linkComponent={RouterLink} productName={config.productName}>
      <Outlet />
      <SignOutOnArrival />
      <RecordClientLogIn />
      {toasterWanted ? (
        <React.Suspense fallback={null}>
          {onboarding ? <Toaster position="top-right" duration={2000} /> : <Toaster />}
        </React.Suspense>
      ) : null}
    </ScreensProvider>
  );
}
