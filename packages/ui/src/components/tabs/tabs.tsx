import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as TabsPrimitive } from "radix-ui";
import * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

type TabsVariant = "pill" | "line";

const TabsVariantContext = React.createContext<TabsVariant>("pill");

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & AsChildProps;

/**
 * Tabs (Radix): arrow keys move between tabs (and choose them, unless `activationMode="manual"`),
 * Home and End go to the ends, Tab moves into the panel.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn("flex gap-3 data-[orientation=horizontal]:flex-col", className)}
      {...props}
    />
  );
}

export const tabsListVariants = cva("inline-flex w-fit items-center text-muted-foreground", {
  variants: {
    variant: {
      /** Tabs inside a tinted track; the chosen one raised. */
      pill: "gap-1 rounded-lg bg-muted p-1 data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch",
      /** Tabs over a rule; the chosen one underlined. */
      line: "gap-4 border-b border-border data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch data-[orientation=vertical]:gap-1 data-[orientation=vertical]:border-r data-[orientation=vertical]:border-b-0",
    },
  },
  defaultVariants: {
    variant: "pill",
  },
});

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  AsChildProps &
  VariantProps<typeof tabsListVariants> & {
    /** `pill` (default): tabs in a tinted track, the chosen one raised. `line`: tabs over a rule, the chosen one underlined. */
    variant?: VariantProps<typeof tabsListVariants>["variant"];
  };

/** The row of tabs. Name it with `aria-label` when no heading above it does. */
export function TabsList({ className, variant = "pill", ...props }: TabsListProps) {
  const resolved = variant ?? "pill";
  return (
    <TabsVariantContext.Provider value={resolved}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant: resolved }), className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

export const tabsTriggerVariants = cva(
  [
    "inline-flex items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap",
    "transition-[color,background-color,box-shadow,border-color] outline-none",
    "hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
    "disabled:pointer-events-none disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        pill: "h-8 rounded-md px-3 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        line: [
          "h-10 border-transparent px-1 data-[state=active]:border-primary data-[state=active]:text-foreground",
          "data-[orientation=horizontal]:-mb-px data-[orientation=horizontal]:border-b-2",
          "data-[orientation=vertical]:-mr-px data-[orientation=vertical]:justify-start data-[orientation=vertical]:border-r-2 data-[orientation=vertical]:pr-4",
        ],
      },
    },
    defaultVariants: {
      variant: "pill",
    },
  },
);

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & AsChildProps;

/** One tab; styled by its list's variant. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  const variant = React.useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content> & AsChildProps;

/** The panel of the tab with the same `value`; named by its tab. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-3 focus-visible:ring-ring/60",
        className,
      )}
      {...props}
    />
  );
}
