import type { ClientShare, SharedChatSummary } from "@pkg/contracts";
import { Button, TableCell, TableRow } from "@pkg/ui";

import { ScreenLink } from "../../environment";
import { EntriesTable, RowActionsCell } from "../../health/shared/entries-table";
import { SectionCard } from "../../health/shared/section-card";
import { formatCareDate } from "../shared/care-dates";
import { shareKindLabel } from "./client-page-format";

const SHARE_COLUMNS = [{ label: "Title" }, { label: "Kind" }, { label: "Shared" }, { label: "Opened" }];
const LINK =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";

/** A share's key: one item of a kind is shared with a client once. */
export const shareKey = (share: Pick<ClientShare, "kind" | "targetId">) => `${share.kind}:${share.targetId}`;

export type SharedPanelProps = {
  name: string;
  shared: ClientShare[];
  sharedChats: SharedChatSummary[];
  onRevoke: (share: ClientShare) => void;
  /** The share being revoked (`shareKey`): its button shows it. */
  revoking?: string | null;
  sessionHref: (chatId: string) => string;
  /** Where a shared handout opens (the practitioner's editor). */
  handoutHref: (handoutId: string) => string;
  /** Where a shared library item opens (the reader). */
  libraryHref: (contentId: string) => string;
  timeZone: string;
};

/** What the practitioner shared with the client (with Revoke), and the chats the client shared. */
export function SharedPanel({
  name,
  shared,
  sharedChats,
  onRevoke,
  revoking = null,
  sessionHref,
  handoutHref,
  libraryHref,
  timeZone,
}: SharedPanelProps) {
  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        title={`Shared with ${name}`}
        description="Handouts and library items you shared, and whether they opened them."
      >
        {shared.length > 0 ? (
          <EntriesTable size="sm" caption={`Shared with ${name}`} columns={SHARE_COLUMNS}>
            {[...shared]
              .sort((a, b) => b.sharedAt.localeCompare(a.sharedAt))
              .map((share) => (
                <TableRow key={shareKey(share)}>
                  <TableCell className="min-w-40 break-words">
                    <ScreenLink
                      to={
                        share.kind === "handout" ? handoutHref(share.targetId) : libraryHref(share.targetId)
                      }
                      className={LINK}
                    >
                      {share.title}
                    </ScreenLink>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{shareKindLabel(share.kind)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatCareDate(share.sharedAt, timeZone)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {share.openedAt ? (
                      `Opened ${formatCareDate(share.openedAt, timeZone)}`
                    ) : (
                      <span className="text-muted-foreground">Not opened yet</span>
                    )}
                  </TableCell>
                  <RowActionsCell>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      loading={revoking === shareKey(share)}
                      onClick={() => onRevoke(share)}
                    >
                      Revoke<span className="sr-only"> {share.title}</span>
                    </Button>
                  </RowActionsCell>
                </TableRow>
              ))}
          </EntriesTable>
        ) : (
          <p className="text-sm text-muted-foreground">You have not shared anything with {name} yet.</p>
        )}
      </SectionCard>
      <SectionCard
        title={`Chats ${name} shared`}
        description="Conversations with the assistant that they chose to show you, read-only."
      >
        {sharedChats.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {[...sharedChats]
              .sort((a, b) => b.sharedAt.localeCompare(a.sharedAt))
              .map((chat) => (
                <li
                  key={chat.chatId}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
                >
                  <ScreenLink to={sessionHref(chat.chatId)} className={LINK}>
                    {chat.title}
                  </ScreenLink>
                  <span className="text-muted-foreground">
                    Shared {formatCareDate(chat.sharedAt, timeZone)}
                  </span>
                </li>
              ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{name} has not shared any chats with you.</p>
        )}
      </SectionCard>
    </div>
  );
}
