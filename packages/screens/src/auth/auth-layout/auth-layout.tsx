import { cn } from "@pkg/ui";
import type * as React from "react";

import { useProductName } from "../../environment";

/** The product's mark: a simple leaf in a circle, decorative beside the product name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <circle cx="16" cy="16" r="16" fill="currentColor" opacity="0.16" />
      <path
        d="M9 21c0-7 5-11.5 14-12-.5 9-5 14-12 14-.7 0-1.3-.1-2-.2M9 23c2.5-4.5 5.5-7.5 9-9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type AuthLayoutProps = {
  /** The screen's heading (the page's `h1`). */
  title: React.ReactNode;
  /** A line under the heading. */
  description?: React.ReactNode;
  /** Controls above the heading, such as a Back button. */
  headerAction?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

/**
 * The account screens' frame: a branded panel on the left (from 768 px up) and the screen's
 * content on the right, centred, with the product name above it on small screens.
 */
export function AuthLayout({ title, description, headerAction, children, className }: AuthLayoutProps) {
  const productName = useProductName();
  return (
    <div data-slot="auth-layout" className="flex min-h-dvh bg-background text-foreground">
      <aside
        aria-label={productName}
        className="relative hidden w-5/12 max-w-xl shrink-0 flex-col justify-between overflow-hidden bg-brand p-10 text-brand-foreground md:flex"
      >
        <div className="flex items-center gap-3 text-lg font-semibold">
          <BrandMark />
          <span>{productName}</span>
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-display font-semibold text-balance">
            Real answers for menopause, whenever you need them.
          </p>
          <p className="text-base opacity-90">
            Your menopause and holistic-health assistant: reviewed, evidence-based guidance for you and the
            practitioners who support you.
          </p>
        </div>
        <p className="text-caption opacity-80">© {productName}</p>
      </aside>
      <main className="flex flex-1 flex-col items-center px-5 py-8 md:justify-center md:px-10">
        <div className={cn("flex w-full max-w-md flex-col gap-6", className)}>
          <div className="flex items-center gap-2 text-base font-semibold text-primary md:hidden">
            <BrandMark className="size-7" />
            <span className="text-foreground">{productName}</span>
          </div>
          {headerAction ? <div className="-ms-2 flex">{headerAction}</div> : null}
          <header className="flex flex-col gap-2">
            <h1 className="text-display font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </header>
          {children}
        </div>
      </main>
    </div>
  );
}
