import { CONTENT_LABELS, type ContentLabel } from "@pkg/contracts";
import type { BadgeProps } from "@pkg/ui";

/** Each label's name as the library shows it ('AI-Generated', 'In-Review'…), by its slug. */
export const contentLabelNames = Object.fromEntries(
  CONTENT_LABELS.map((label) => [label.slug, label.label]),
) as Record<ContentLabel, string>;

/** The badge colour of each label, shared by the editor and the library list. */
export const contentLabelVariants: Record<ContentLabel, NonNullable<BadgeProps["variant"]>> = {
  "ai-generated": "info",
  draft: "secondary",
  "in-review": "warning",
  approved: "default",
  published: "success",
  archived: "outline",
};
