import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  initialsOf,
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@pkg/ui";
import { LogOut, Menu, Settings } from "lucide-react";
import * as React from "react";

import { BrandMark } from "../../auth/auth-layout";
import { ScreenLink, useProductName } from "../../environment";

export type AppNavItem = { label: string; to: string; current?: boolean };

export type AppFrameProps = {
  /** The signed-in person's name. */
  userName: string;
  /** Their role as people read it ('Client', 'Practitioner'…). */
  roleLabel?: string;
  /** Their profile picture (a URL the page may load), when they gave one. */
  avatarUrl?: string | null;
  /** The pages this role may open, in the order they are shown. */
  navItems: AppNavItem[];
  /** Where the avatar menu's 'Settings' leads. */
  settingsHref: string;
  onSignOut: () => void;
  signingOut?: boolean;
  children: React.ReactNode;
};

function Brand() {
  const productName = useProductName();
  return (
    <span className="flex items-center gap-2 font-semibold text-primary">
      <BrandMark className="size-7" />
      <span className="text-foreground">{productName}</span>
    </span>
  );
}

/** The role's pages as a vertical list; `onNavigate` lets the menu sheet close on a choice. */
function NavList({ items, onNavigate }: { items: AppNavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <ScreenLink
            to={item.to}
            aria-current={item.current ? "page" : undefined}
            onClick={onNavigate}
            className={cn(
              "flex h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground",
              "outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
              item.current && "bg-accent text-accent-foreground",
            )}
          >
            {item.label}
          </ScreenLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The signed-in app's frame (decisions.md "The signed-in product"): the product, the role's
 * navigation — a side bar from 1024 px, a menu sheet below — the person's avatar menu with
 * Settings and Sign out, and the page.
 */
export function AppFrame({
  userName,
  roleLabel,
  avatarUrl,
  navItems,
  settingsHref,
  onSignOut,
  signingOut = false,
  children,
}: AppFrameProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const closeMenu = React.useCallback(() => setMenuOpen(false), []);

  return (
    <div data-slot="app-frame" className="flex min-h-dvh bg-background text-foreground">
      <aside className="hidden w-60 shrink-0 flex-col gap-6 border-r border-border bg-card px-3 py-4 lg:flex">
        <div className="px-3">
          <Brand />
        </div>
        <nav aria-label="Main">
          <NavList items={navItems} />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-border bg-card">
          <div className="flex items-center gap-3 px-4 py-2 md:px-6">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <IconButton aria-label="Menu" className="lg:hidden">
                  <Menu aria-hidden="true" />
                </IconButton>
              </SheetTrigger>
              <SheetContent side="left" aria-describedby={undefined}>
                <SheetHeader>
                  <SheetTitle>
                    <Brand />
                  </SheetTitle>
                </SheetHeader>
                <nav aria-label="Main">
                  <NavList items={navItems} onNavigate={closeMenu} />
                </nav>
              </SheetContent>
            </Sheet>
            <div className="lg:hidden">
              <Brand />
            </div>
            <div className="ms-auto">
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" className="h-auto gap-2 px-2 py-1">
                    <span className="sr-only">Account menu:</span>
                    <Avatar size="sm">
                      {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
                      <AvatarFallback aria-hidden="true">{initialsOf(userName)}</AvatarFallback>
                    </Avatar>
                    <span className="hidden flex-col text-start leading-tight sm:flex">
                      <span className="text-sm font-medium">{userName}</span>
                      {roleLabel ? (
                        <span className="text-caption text-muted-foreground">{roleLabel}</span>
                      ) : null}
                    </span>
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end" className="min-w-56">
                  <DropdownMenuLabel className="flex flex-col">
                    <span>{userName}</span>
                    {roleLabel ? (
                      <span className="text-caption font-normal text-muted-foreground">{roleLabel}</span>
                    ) : null}
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <ScreenLink to={settingsHref}>
                      <Settings aria-hidden="true" />
                      Settings
                    </ScreenLink>
                  </DropdownMenuItem>
                  <DropdownMenuItem disabled={signingOut} onSelect={onSignOut}>
                    <LogOut aria-hidden="true" />
                    Sign out
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          </div>
        </header>
        <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 md:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
