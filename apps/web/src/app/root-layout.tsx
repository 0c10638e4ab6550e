import { ScreensProvider, type ScreenLinkProps } from "@pkg/screens";
import * as React from "react";
import { Link, Outlet, useMatches } from "react-router";

import { config } from "../config";
import { RecordClientLogIn } from "./record-client-log-in";
import { useSystemThemeWhenSignedOut } from "./theme";
import { SignOutOnArrival } from "./use-sign-out";

/** What a route tells the root layout. `toaster: "onboarding"`: toasts last 2 s, at the top right. */
export type RouteHandle = { toaster?: "onboarding" };

// Loaded after the first paint: nothing needs a toast before a screen is shown.
const Toaster = React.lazy(async () => ({ default: (await import("./toaster")).Toaster }));

function RouterLink({ to, ...props }: ScreenLinkProps) {
  return <Link to={to} {...props} />;
}

/** Every route renders inside this: the screens' link and product name, and the one Toaster. */
export function RootLayout() {
  useSystemThemeWhenSignedOut();
  const onboarding = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.toaster === "onboarding",
  );
  return (
    <ScreensProvider linkComponent={RouterLink} productName={config.productName}>
      <Outlet />
      <SignOutOnArrival />
      <RecordClientLogIn />
      <React.Suspense fallback={null}>
        {onboarding ? <Toaster position="top-right" duration={2000} /> : <Toaster />}
      </React.Suspense>
    </ScreensProvider>
  );
}
