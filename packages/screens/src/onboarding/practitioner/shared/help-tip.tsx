import { cn, Tooltip, TooltipContent, TooltipTrigger } from "@pkg/ui";
import { CircleHelp } from "lucide-react";
import type * as React from "react";

export type HelpTipProps = {
  /** The help button's accessible name. */
  label: string;
  children: React.ReactNode;
  className?: string;
};

/** A small help button whose tooltip explains a field (a tap popover on touch-sized screens). */
export function HelpTip({ label, children, className }: HelpTipProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={label}
          className={cn(
            "inline-flex size-6 items-center justify-center rounded-full text-muted-foreground outline-none",
            "hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
            className,
          )}
        >
          <CircleHelp aria-hidden className="size-4" />
        </button>
      </TooltipTrigger>
      <TooltipContent>{children}</TooltipContent>
    </Tooltip>
  );
}
