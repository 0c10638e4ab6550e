import type { ClientShare, SharedChatSummary } from "@pkg/contracts";
import { Button, TableCell, TableRow } from "@pkg/ui";

import { ScreenLink } from "../../environment";
import { EntriesTable, RowActionsCell } from "../../health/shared/entries-table";
import { SectionCard } from "../../health/shared/section-card";
import { instantDay, shareKindLabel } from "./client-page-format";

const SHARE_COLUMNS = [{ label: "Title" }, { label: "Kind" }, { label: "Shared" }, { label: "Opened" }];
const LINK = "font-medium text-primary underline-offset-4 hover:underline";

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
                  <TableCell className="min-w-40 font-medium break-words">{share.title}</TableCell>
                  <TableCell className="whitespace-nowrap">{shareKindLabel(share.kind)}</TableCell>
                  <TableCell className="whitespace-nowrap">{instantDay(share.sharedAt, timeZone)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {share.openedAt ? (
                      `Opened ${instantDay(share.openedAt, timeZone)}`
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
                  <span className="text-muted-foreground">Shared {instantDay(chat.sharedAt, timeZone)}</span>
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
