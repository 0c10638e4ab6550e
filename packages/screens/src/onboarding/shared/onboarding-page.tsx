import { cn } from "@pkg/ui";
import type * as React from "react";

export type OnboardingPageProps = {
  /** The page's `data-slot`, which names the flow. */
  slot: string;
  /** The flow's header. */
  header: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

/** The frame of an onboarding page in either flow: the flow's header above a centred column. */
export function OnboardingPage({ slot, header, children, className }: OnboardingPageProps) {
  return (
    <div data-slot={slot} className="flex min-h-dvh flex-col bg-background text-foreground">
      {header}
      <main className="flex-1 px-5 py-8 md:px-10 md:py-12">
        <div className={cn("mx-auto flex w-full max-w-3xl flex-col gap-6", className)}>{children}</div>
      </main>
    </div>
  );
}
