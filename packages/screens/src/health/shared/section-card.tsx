import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@pkg/ui";
import type * as React from "react";

export type SectionCardProps = Omit<React.ComponentProps<typeof Card>, "title"> & {
  /** The card's heading, a level-2 heading of the page. */
  title: React.ReactNode;
  /** Props of the heading (an id the card is labelled by, a ref to focus it). */
  titleProps?: React.ComponentProps<"h2">;
  description?: React.ReactNode;
  /** The content's classes (its layout). */
  contentClassName?: string;
};

/** A card of a health page: an h2 title, an optional description, and the content. */
export function SectionCard({
  title,
  titleProps,
  description,
  contentClassName,
  children,
  ...props
}: SectionCardProps) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2 {...titleProps}>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
