import { lazyModule, ScreensProvider, useLoadOnFirstInteraction, type ScreenLinkProps } from "@pkg/screens";
import * as React from "react";
import { Link, Outlet, useMatches } from "react-router";

import { config } from "../config";
import { RecordClientLogIn } from "./record-client-log-in";
import { subscribeToToasts, toastsQueued } from "./toast-store";
import { useSystemThemeWhenSignedOut } from "./theme";
import type { Toaster } from "./toaster";
import { SignOutOnArrival } from "./use-sign-out";

/** What a route tells the root layout. `toaster: "onboarding"`: toasts last 2 s, at the top right. */
export type RouteHandle = { toaster?: "onboarding" };

/**
 * The Toaster's module: fetched at the person's first interaction (a toast answers something they
 * did, and they are online then) or with a toast that comes first, not with the page: a visit
 * that only looks does not download it. A failed load is tried again with the next toast.
 */
const loadToaster = lazyModule((): Promise<ToasterModule> => import("./toaster"));
type ToasterModule = { Toaster: typeof Toaster };

/**
 * The app's one Toaster, once its module is here. Its own component, so that following the toast
 * store re-renders only this, not the layout and the page inside it.
 */
function AppToaster({ onboarding }: { onboarding: boolean }) {
  const [loaded, setLoaded] = React.useState<ToasterModule | null>(null);
  const load = React.useCallback(() => loadToaster().then(setLoaded), []);
  useLoadOnFirstInteraction(load);
  const toastCount = React.useSyncExternalStore(subscribeToToasts, toastsQueued, () => 0);
  React.useEffect(() => {
    if (!loaded && toastCount > 0) void load().catch(() => undefined);
  }, [loaded, toastCount, load]);
  if (!loaded) return null;
  return onboarding ? <loaded.Toaster position="top-right" duration={2000} /> : <loaded.Toaster />;
}

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
      <AppToaster onboarding={onboarding} />
    </ScreensProvider>
  );
}
