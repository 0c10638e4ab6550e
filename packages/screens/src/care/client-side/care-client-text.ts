import type { ShareKind } from "@pkg/contracts";

import { formatReaderDate } from "../../content/library-reader/library-format";

/** What a shared thing is, as the client reads it. */
export const SHARE_KIND_LABELS: Record<ShareKind, string> = {
  handout: "Handout",
  content: "Library article",
};

/** A shared day as the client reads it ('10 March 2026'), in `timeZone` (the browser's when omitted). */
export function sharedDay(iso: string, timeZone?: string): string {
  return formatReaderDate(iso, timeZone) ?? "";
}

/** The classes of a link in the client's care parts. */
export const careLinkClasses =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";
