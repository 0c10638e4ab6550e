import type { ClientCareResponse, SharedWithMe } from "@pkg/contracts";
import { Badge } from "@pkg/ui";
import { BookOpen, FileText } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { SectionCard } from "../../health/shared/section-card";
import { careLinkClasses, SHARE_KIND_LABELS, sharedDay } from "./care-client-text";

export type SharedWithYouCardProps = {
  /** The client's practitioner (`GET /api/client/care`), or `null` when they have none. */
  practitioner: ClientCareResponse["practitioner"];
  /** What their practitioner shared with them, in the order to show (newest first). */
  shared: readonly SharedWithMe[];
  /** Where a shared handout opens (`/shared/handouts/{id}`). */
  handoutHref: (id: string) => string;
  /** Where a shared library item opens (`/library/{id}`). */
  libraryHref: (id: string) => string;
  /** The time zone the dates are shown in (the browser's when omitted). */
  timeZone?: string;
};

/**
 * The Health snapshot's "Shared with you": the handouts and library articles the client's
 * practitioner shared with them, each marked New until it is opened. Nothing at all is rendered
 * for a client without a practitioner and with nothing shared.
 */
export function SharedWithYouCard({
  practitioner,
  shared,
  handoutHref,
  libraryHref,
  timeZone,
}: SharedWithYouCardProps) {
  const headingId = React.useId();
  if (!practitioner && shared.length === 0) return null;
  const unopened = shared.filter((item) => item.openedAt === null).length;

  return (
    <SectionCard
      title="Shared with you"
      titleProps={{ id: headingId }}
      description={practitioner ? `From ${practitioner.name}` : undefined}
      contentClassName="flex flex-col gap-3"
    >
      {shared.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing shared yet</p>
      ) : (
        <>
          {unopened > 0 ? (
            <p className="text-sm text-muted-foreground">
              {unopened === 1 ? "1 new item to read." : `${unopened} new items to read.`}
            </p>
          ) : null}
          <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
            {shared.map((item) => (
              <SharedItem
                key={`${item.kind}-${item.targetId}`}
                item={item}
                href={item.kind === "handout" ? handoutHref(item.targetId) : libraryHref(item.targetId)}
                timeZone={timeZone}
              />
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}

function SharedItem({ item, href, timeZone }: { item: SharedWithMe; href: string; timeZone?: string }) {
  const Icon = item.kind === "handout" ? FileText : BookOpen;
  const isNew = item.openedAt === null;
  return (
    <li data-new={isNew || undefined} className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <ScreenLink to={href} className={`break-words ${careLinkClasses}`}>
            {item.title}
          </ScreenLink>
          {isNew ? <Badge variant="info">New</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {SHARE_KIND_LABELS[item.kind]} · shared{" "}
          <time dateTime={item.sharedAt}>{sharedDay(item.sharedAt, timeZone)}</time>
        </p>
      </div>
    </li>
  );
}
