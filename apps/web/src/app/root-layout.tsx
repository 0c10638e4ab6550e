import { ScreensProvider, type ScreenLinkProps } from "@pkg/screens";
import * as React from "react";
import { Link, Outlet } from "react-router";

import { config } from "../config";
import { SignOutOnArrival } from "./use-sign-out";

// Loaded after the first paint: nothing needs a toast before a screen is shown.
const Toaster = React.lazy(async () => ({ default: (await import("./toaster")).Toaster }));

function RouterLink({ to, ...props }: ScreenLinkProps) {
  return <Link to={to} {...props} />;
}

/** Every route renders inside this: the screens' link and product name, and the one Toaster. */
export function RootLayout() {
  return (
    <ScreensProvider linkComponent={RouterLink} productName={config.productName}>
      <Outlet />
      <SignOutOnArrival />
      <React.Suspense fallback={null}>
        <Toaster />
      </React.Suspense>
    </ScreensProvider>
  );
}
