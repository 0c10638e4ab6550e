import * as React from "react";

/** Props every screen link takes: an in-app path and what an `<a>` takes besides `href`. */
export type ScreenLinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: string };

type ScreensEnvironment = {
  /** Renders in-app links; the web app supplies its router's link, stories and tests a plain `<a>`. */
  linkComponent: React.ComponentType<ScreenLinkProps>;
  /** The product's name (a build-time setting of the web app). */
  productName: string;
};

function AnchorLink({ to, children, ...props }: ScreenLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

const defaultEnvironment: ScreensEnvironment = { linkComponent: AnchorLink, productName: "Haven" };

const ScreensEnvironmentContext = React.createContext<ScreensEnvironment>(defaultEnvironment);

export type ScreensProviderProps = Partial<ScreensEnvironment> & { children: React.ReactNode };

/** Gives every screen below it the app's link component and product name. */
export function ScreensProvider({ linkComponent, productName, children }: ScreensProviderProps) {
  const value = React.useMemo(
    () => ({
      linkComponent: linkComponent ?? defaultEnvironment.linkComponent,
      productName: productName ?? defaultEnvironment.productName,
    }),
    [linkComponent, productName],
  );
  return <ScreensEnvironmentContext.Provider value={value}>{children}</ScreensEnvironmentContext.Provider>;
}

/** An in-app link rendered by the surrounding ScreensProvider's link component. */
export function ScreenLink(props: ScreenLinkProps) {
  const { linkComponent: LinkComponent } = React.useContext(ScreensEnvironmentContext);
  return <LinkComponent {...props} />;
}

export function useProductName(): string {
  return React.useContext(ScreensEnvironmentContext).productName;
}
