import { cva, type VariantProps } from "class-variance-authority";
import { Check } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";

export const selectableCardGroupVariants = cva("grid gap-4", {
  variants: {
    columns: {
      1: "grid-cols-1",
      2: "grid-cols-1 md:grid-cols-2",
      3: "grid-cols-1 md:grid-cols-3",
    },
  },
  defaultVariants: {
    columns: 2,
  },
});

export type SelectableCardGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> &
  AsChildProps &
  VariantProps<typeof selectableCardGroupVariants> & {
    /** Cards per row from 768 px (one per row below): 1, 2 (default) or 3. */
    columns?: VariantProps<typeof selectableCardGroupVariants>["columns"];
  };

/**
 * A set of cards of which one is chosen (the account-type and plan cards). It is a radio group:
 * Tab reaches the chosen card, arrow keys move and choose, Space chooses.
 */
export function SelectableCardGroup({ className, columns = 2, ...props }: SelectableCardGroupProps) {
  const fieldProps = useFieldControl(props, { labelledBy: true });
  return (
    <RadioGroupPrimitive.Root
      data-slot="selectable-card-group"
      data-columns={columns ?? undefined}
      className={cn(selectableCardGroupVariants({ columns }), className)}
      {...fieldProps}
    />
  );
}

export const selectableCardVariants = cva(
  [
    "group/card relative flex w-full items-start gap-4 rounded-lg border-2 border-border bg-card text-start text-card-foreground",
    "outline-none hover:border-primary/50",
    "focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground",
    "disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:border-destructive",
  ],
  {
    variants: {
      size: {
        md: "p-4",
        lg: "p-6",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type SelectableCardProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Item> & AsChildProps,
  "title"
> &
  VariantProps<typeof selectableCardVariants> & {
    /** The padding: `md` 16 px (default), `lg` 24 px. */
    size?: VariantProps<typeof selectableCardVariants>["size"];
    /** The card's title; it names the radio. */
    title: React.ReactNode;
    /** Text under the title; it describes the radio. */
    description?: React.ReactNode;
    /** An icon or picture shown before the text (decorative). */
    icon?: React.ReactNode;
  };

/** One choosable card of a SelectableCardGroup: a title, an optional description and icon. */
export function SelectableCard({
  className,
  size = "md",
  title,
  description,
  icon,
  children,
  ...props
}: SelectableCardProps) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <RadioGroupPrimitive.Item
      data-slot="selectable-card"
      data-size={size ?? undefined}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(selectableCardVariants({ size }), className)}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          data-slot="selectable-card-icon"
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground [&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1 pe-6">
        <span id={titleId} data-slot="selectable-card-title" className="font-semibold">
          {title}
        </span>
        {description ? (
          <span
            id={descriptionId}
            data-slot="selectable-card-description"
            className="text-sm text-muted-foreground"
          >
            {description}
          </span>
        ) : null}
        {children}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          "absolute end-4 top-4 flex size-5 items-center justify-center rounded-full border border-input",
          "group-data-[state=checked]/card:border-primary group-data-[state=checked]/card:bg-primary group-data-[state=checked]/card:text-primary-foreground",
        )}
      >
        <RadioGroupPrimitive.Indicator data-slot="selectable-card-indicator">
          <Check className="size-3.5" strokeWidth={3} />
        </RadioGroupPrimitive.Indicator>
      </span>
    </RadioGroupPrimitive.Item>
  );
}
