import { Avatar, AvatarFallback, AvatarImage, Button, cn, initialsOf } from "@pkg/ui";
import type * as React from "react";

import { ScreenLink, useProductName } from "../../environment";
import { BrandMark } from "../../auth/auth-layout";

export type AppNavItem = { label: string; to: string; current?: boolean };

export type AppFrameProps = {
  /** The signed-in person's name. */
  userName: string;
  /** Their role as people read it ('Client', 'Practitioner'…). */
  roleLabel?: string;
  /** Their profile picture (a URL the page may load), when they gave one. */
  avatarUrl?: string | null;
  /** The pages this role may open. */
  navItems: AppNavItem[];
  onSignOut: () => void;
  signingOut?: boolean;
  children: React.ReactNode;
};

/** The signed-in app's frame: product, navigation for the role, the person, and Sign out. */
export function AppFrame({
  userName,
  roleLabel,
  avatarUrl,
  navItems,
  onSignOut,
  signingOut = false,
  children,
}: AppFrameProps) {
  const productName = useProductName();
  return (
    <div data-slot="app-frame" className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-6">
          <div className="flex items-center gap-2 font-semibold text-primary">
            <BrandMark className="size-7" />
            <span className="text-foreground">{productName}</span>
          </div>
          <nav aria-label="Main" className="order-last w-full md:order-none md:w-auto md:flex-1">
            <ul className="flex gap-1 overflow-x-auto">
              {navItems.map((item) => (
                <li key={item.to}>
                  <ScreenLink
                    to={item.to}
                    aria-current={item.current ? "page" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground",
                      "outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
                      item.current && "bg-accent text-accent-foreground",
                    )}
                  >
                    {item.label}
                  </ScreenLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-3">
            {avatarUrl ? (
              <Avatar size="sm">
                <AvatarImage src={avatarUrl} alt="" />
                {/* The name is written beside the picture: the picture itself says nothing more. */}
                <AvatarFallback aria-hidden="true">{initialsOf(userName)}</AvatarFallback>
              </Avatar>
            ) : null}
            <p className="flex flex-col text-end leading-tight">
              <span className="text-sm font-medium">{userName}</span>
              {roleLabel ? <span className="text-caption text-muted-foreground">{roleLabel}</span> : null}
            </p>
            <Button variant="outline" size="sm" onClick={onSignOut} loading={signingOut}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 md:px-6">
        {children}
      </main>
    </div>
  );
}
