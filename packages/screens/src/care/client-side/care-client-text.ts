import type { ShareKind } from "@pkg/contracts";

import { formatCareDate } from "../shared/care-dates";

/** What a shared thing is, as the client reads it. */
export const SHARE_KIND_LABELS: Record<ShareKind, string> = {
  handout: "Handout",
  content: "Library article",
};

/** A shared day as the client reads it ('10 Mar 2026'), in `timeZone` (the browser's when omitted). */
export const sharedDay: (iso: string, timeZone?: string) => string = formatCareDate;

/** The classes of a link in the client's care parts. */
export const careLinkClasses =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";
