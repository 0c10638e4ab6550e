import { ArrowLeft } from "lucide-react";
import type * as React from "react";

import { ScreenLink } from "../environment";
import { linkClass } from "./administration-text";

export type AdminPageHeaderProps = {
  title: string;
  description: React.ReactNode;
  /** Where the Administration page is. */
  backHref: string;
};

/** An administration sub-page's title, what it is for, and the way back to Administration. */
export function AdminPageHeader({ title, description, backHref }: AdminPageHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <ScreenLink to={backHref} className={`inline-flex items-center gap-1 self-start text-sm ${linkClass}`}>
        <ArrowLeft aria-hidden className="size-4" />
        Administration
      </ScreenLink>
      <h1 className="text-display font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </header>
  );
}
