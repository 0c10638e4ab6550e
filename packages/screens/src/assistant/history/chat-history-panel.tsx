import { renameChatRequestSchema, type ChatSummary } from "@pkg/contracts";
import { Badge, Button, cn, Field, Input, Skeleton } from "@pkg/ui";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { ConfirmDeleteDialog } from "../../health/shared/confirm-delete-dialog";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { chatKindLabel } from "../assistant-text";
import { groupChatsByDay } from "./chat-days";

export type ChatHistoryPanelProps = {
  /** The person's chats, newest first (one page). */
  chats: readonly ChatSummary[];
  /** The history is loading, or could not be loaded. */
  status?: "ready" | "loading" | "error";
  loadError?: string | null;
  onRetry?: () => void;
  /** The search typed; `onSearch` is called as it changes. */
  search: string;
  onSearch: (search: string) => void;
  /** The chat open beside the history, marked as the current one. */
  currentChatId?: string | null;
  /** A chat's address (`/ask/{id}`). */
  chatHref: (chatId: string) => string;
  onRename: (chatId: string, title: string) => void;
  onDelete: (chatId: string) => void;
  /** Where "today" is; the browser's zone when omitted. */
  timeZone?: string;
  /** Today, as a local day (`YYYY-MM-DD`) in `timeZone`; for fixed stories. */
  today?: string;
};

/** The person's chats grouped by the day of their last question, searchable; each renamed inline or deleted. */
export function ChatHistoryPanel({
  chats,
  status = "ready",
  loadError,
  onRetry,
  search,
  onSearch,
  currentChatId = null,
  chatHref,
  onRename,
  onDelete,
  timeZone,
  today,
}: ChatHistoryPanelProps) {
  const [renaming, setRenaming] = React.useState<string | null>(null);
  // After a rename is saved or cancelled, the focus goes back to that chat's Rename button.
  const [renamed, setRenamed] = React.useState<string | null>(null);
  const closeRename = (chatId: string) => {
    setRenaming(null);
    setRenamed(chatId);
  };
  const [deleting, setDeleting] = React.useState<ChatSummary | null>(null);
  const groups = React.useMemo(() => groupChatsByDay(chats, { timeZone, today }), [chats, timeZone, today]);

  return (
    <section aria-labelledby="chat-history" className="flex flex-col gap-4">
      <h2 id="chat-history" className="text-xl font-semibold">
        Your chats
      </h2>
      <Field label="Search your chats">
        <Input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </Field>
      {status === "loading" ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p className="sr-only">Loading your chats…</p>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : status === "error" ? (
        <LoadFailedAlert message={loadError ?? "Your chats could not be loaded."} onRetry={onRetry} />
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {search.trim()
            ? "No chats match your search."
            : "Your chats will show here after your first question."}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.day} aria-labelledby={`chats-${group.day}`} className="flex flex-col gap-1">
            <h3 id={`chats-${group.day}`} className="text-sm font-semibold text-muted-foreground">
              {group.label}
            </h3>
            <ul className="flex flex-col gap-1">
              {group.chats.map((chat) => (
                <li key={chat.id}>
                  {renaming === chat.id ? (
                    <RenameForm
                      chat={chat}
                      onCancel={() => closeRename(chat.id)}
                      onSave={(title) => {
                        onRename(chat.id, title);
                        closeRename(chat.id);
                      }}
                    />
                  ) : (
                    <ChatRow
                      chat={chat}
                      current={chat.id === currentChatId}
                      focusRename={chat.id === renamed}
                      href={chatHref(chat.id)}
                      onRename={() => setRenaming(chat.id)}
                      onDelete={() => setDeleting(chat)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ConfirmDeleteDialog
        entry={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(chat) => onDelete(chat.id)}
        title={`Delete “${deleting?.title ?? ""}”?`}
        description="The chat, its questions and its answers are deleted for good."
        keepLabel="Keep it"
        deleteLabel="Delete chat"
      />
    </section>
  );
}

function ChatRow({
  chat,
  current,
  focusRename,
  href,
  onRename,
  onDelete,
}: {
  chat: ChatSummary;
  current: boolean;
  focusRename: boolean;
  href: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const renameRef = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (focusRename) renameRef.current?.focus();
  }, [focusRename]);
  const kind = chatKindLabel(chat.kind);
  return (
    <div className={cn("flex items-center gap-1 rounded-md px-2 py-1", current && "bg-accent")}>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
        <ScreenLink
          to={href}
          aria-current={current ? "page" : undefined}
          className="w-full min-w-0 truncate rounded-sm text-sm font-medium outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
        >
          {chat.title}
          {kind ? <span className="sr-only"> ({kind})</span> : null}
        </ScreenLink>
        {kind ? (
          // Read with the link's name above; shown here for the eye.
          <Badge variant="outline" aria-hidden="true" data-kind={chat.kind}>
            {kind}
          </Badge>
        ) : null}
      </div>
      <Button ref={renameRef} variant="ghost" size="sm" onClick={onRename}>
        Rename<span className="sr-only"> “{chat.title}”</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={onDelete}
      >
        Delete<span className="sr-only"> “{chat.title}”</span>
      </Button>
    </div>
  );
}

function RenameForm({
  chat,
  onSave,
  onCancel,
}: {
  chat: ChatSummary;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = React.useState(chat.title);
  const [error, setError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <form
      noValidate
      className="flex flex-col gap-2 rounded-md border border-border p-2"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = renameChatRequestSchema.shape.title.safeParse(title);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? null);
          return;
        }
        onSave(checked.data);
      }}
    >
      <Field label="Chat title" error={error}>
        <Input
          ref={inputRef}
          value={title}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
