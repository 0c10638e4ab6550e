import { useDraggable } from "@dnd-kit/core";
import { folderItemNoteSchema, folderItemTitleSchema, type FolderItem } from "@pkg/contracts";
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Field,
  IconButton,
  Input,
  MarkdownView,
  type MarkdownInternalLinkProps,
  Textarea,
} from "@pkg/ui";
import { GripVertical, MoreHorizontal } from "lucide-react";
import * as React from "react";

import { AnswerRedFlags, AnswerSources } from "../../assistant/chat/answer-parts";
import { ScreenLink } from "../../environment";
import { useFolderAction, type FolderActionResult } from "../shared/folder-dialogs";
import { dragItemId } from "../shared/folder-tree";
import { savedAnswerMarkdown } from "../shared/saved-answer-text";

export type SavedItemActions = {
  onRename: (item: FolderItem, title: string) => Promise<FolderActionResult>;
  onUpdateNote: (item: FolderItem, note: string | null) => Promise<FolderActionResult>;
  /** Opens the Move to… dialog for the item. */
  onMoveRequest: (item: FolderItem) => void;
  /** Opens the delete confirmation for the item. */
  onDeleteRequest: (item: FolderItem) => void;
  /** A library item's page in the reader (`/library/{id}`). */
  libraryHref: (contentId: string) => string;
  /** An answer's chat (`/ask/{chatId}`), while the chat exists. */
  chatHref?: (chatId: string) => string;
};

function InternalLink({ href, className, children }: MarkdownInternalLinkProps) {
  return (
    <ScreenLink to={href} className={className}>
      {children}
    </ScreenLink>
  );
}

const linkClasses =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 rounded-sm";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * One saved thing: an answer (its question, the advice first on a red flag, the Markdown with
 * its `[n]` citations linking to the reader, the sources) or a library item (a link to the
 * reader), with the person's note, and Rename, Edit note, Move to… and Delete.
 */
export function SavedItemCard({
  item,
  dragAndDrop = false,
  focusTitle = false,
  ...actions
}: SavedItemActions & { item: FolderItem; dragAndDrop?: boolean; focusTitle?: boolean }) {
  const headingId = React.useId();
  const [mode, setMode] = React.useState<"view" | "rename" | "note">("view");
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const menuRef = React.useRef<HTMLButtonElement>(null);
  const draggable = useDraggable({
    id: dragItemId(item.id),
    disabled: !dragAndDrop,
    data: { kind: "item", id: item.id, name: item.title, folderId: item.folderId },
  });
  React.useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const chose = React.useRef(false);
  const articleRef = React.useRef<HTMLElement>(null);
  const choose = (then: () => void) => () => {
    chose.current = true;
    then();
  };
  const done = () => {
    setMode("view");
    // Back to where the change started.
    requestAnimationFrame(() => menuRef.current?.focus());
  };

  return (
    <article
      ref={(element) => {
        articleRef.current = element;
        draggable.setNodeRef(element);
      }}
      aria-labelledby={headingId}
      data-kind={item.kind}
      data-dragging={draggable.isDragging || undefined}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 data-[dragging]:opacity-50"
    >
      <div className="flex items-start gap-2">
        {dragAndDrop ? (
          <span
            aria-hidden="true"
            title="Drag to a folder"
            {...draggable.listeners}
            className="mt-1 flex size-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:bg-muted"
          >
            <GripVertical className="size-4" />
          </span>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Badge variant="secondary" className="self-start">
            {item.kind === "answer" ? "Saved answer" : "Library item"}
          </Badge>
          {mode === "rename" ? (
            <RenameItemForm
              item={item}
              headingId={headingId}
              onRename={(title) => actions.onRename(item, title)}
              onDone={done}
            />
          ) : (
            <h3
              id={headingId}
              ref={titleRef}
              tabIndex={-1}
              className="text-lg font-semibold break-words outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              {item.kind === "content" && item.content?.available ? (
                <ScreenLink to={actions.libraryHref(item.content.id)} className={linkClasses}>
                  {item.title}
                </ScreenLink>
              ) : (
                item.title
              )}
            </h3>
          )}
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton
              ref={menuRef}
              aria-label={`Actions for '${item.title}'`}
              size="sm"
              data-item-menu={item.id}
            >
              <MoreHorizontal aria-hidden />
            </IconButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            onCloseAutoFocus={(event) => {
              // A chosen action puts the focus in its text box (once the menu has let it go) or its dialog.
              if (!chose.current) return;
              event.preventDefault();
              chose.current = false;
              articleRef.current?.querySelector<HTMLElement>("form input, form textarea")?.focus();
            }}
          >
            <DropdownMenuItem onSelect={choose(() => setMode("rename"))}>Rename</DropdownMenuItem>
            <DropdownMenuItem onSelect={choose(() => setMode("note"))}>
              {item.note ? "Edit note" : "Add a note"}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={choose(() => actions.onMoveRequest(item))}>Move to…</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={choose(() => actions.onDeleteRequest(item))}>
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      {item.kind === "answer" && item.answer ? (
        <SavedAnswerBody item={item} headingId={headingId} {...actions} />
      ) : item.content ? (
        item.content.available ? (
          item.content.summary ? (
            <p className="text-sm leading-relaxed text-muted-foreground">{item.content.summary}</p>
          ) : null
        ) : (
          <p className="text-sm text-muted-foreground">
            This item is no longer in the library. You can keep your note or delete it.
          </p>
        )
      ) : null}

      {mode === "note" ? (
        <NoteForm item={item} onSave={(note) => actions.onUpdateNote(item, note)} onDone={done} />
      ) : item.note ? (
        <div className="flex flex-col gap-1 rounded-md bg-muted/60 px-3 py-2">
          <h4 className="text-caption font-semibold text-muted-foreground">Your note</h4>
          <p className="text-sm whitespace-pre-line">{item.note}</p>
        </div>
      ) : null}
    </article>
  );
}

function SavedAnswerBody({
  item,
  headingId,
  libraryHref,
  chatHref,
}: Pick<SavedItemActions, "libraryHref" | "chatHref"> & { item: FolderItem; headingId: string }) {
  const answer = item.answer!;
  const markdown = React.useMemo(() => savedAnswerMarkdown(answer, libraryHref), [answer, libraryHref]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">You asked:</span> {answer.question}
      </p>
      <AnswerRedFlags redFlags={answer.redFlags} role="note" />
      {markdown.trim() ? <MarkdownView markdown={markdown} internalLink={InternalLink} /> : null}
      <AnswerSources
        citations={answer.citations}
        headingId={headingId}
        href={libraryHref}
        headingLevel={4}
        className="flex flex-col gap-1"
      />
      {item.chatId && chatHref ? (
        <ScreenLink to={chatHref(item.chatId)} className={`self-start text-sm ${linkClasses}`}>
          Open the chat
        </ScreenLink>
      ) : null}
    </div>
  );
}

function RenameItemForm({
  item,
  headingId,
  onRename,
  onDone,
}: {
  item: FolderItem;
  headingId: string;
  onRename: (title: string) => Promise<FolderActionResult>;
  onDone: () => void;
}) {
  const [title, setTitle] = React.useState(item.title);
  const [invalid, setInvalid] = React.useState<string | null>(null);
  const action = useFolderAction();
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const refused = firstError(folderItemTitleSchema.safeParse(title));
        setInvalid(refused);
        if (refused) return;
        const result = await action.run(() => onRename(title.trim()));
        if (result.ok) onDone();
      }}
    >
      <span id={headingId} className="sr-only">
        {item.title}
      </span>
      <Field
        label="Name"
        required
        error={invalid ?? action.error?.fieldErrors.title ?? action.error?.message ?? null}
      >
        <Input
          ref={inputRef}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setInvalid(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              onDone();
            }
          }}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={action.pending}>
          Save name
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function NoteForm({
  item,
  onSave,
  onDone,
}: {
  item: FolderItem;
  onSave: (note: string | null) => Promise<FolderActionResult>;
  onDone: () => void;
}) {
  const [note, setNote] = React.useState(item.note ?? "");
  const [invalid, setInvalid] = React.useState<string | null>(null);
  const action = useFolderAction();
  const areaRef = React.useRef<HTMLTextAreaElement>(null);
  React.useEffect(() => areaRef.current?.focus(), []);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const refused = firstError(folderItemNoteSchema.safeParse(note));
        setInvalid(refused);
        if (refused) return;
        const result = await action.run(() => onSave(note.trim() ? note.trim() : null));
        if (result.ok) onDone();
      }}
    >
      <Field
        label="Your note"
        description="Only you can see it. Leave it empty to take the note away."
        error={invalid ?? action.error?.fieldErrors.note ?? action.error?.message ?? null}
      >
        <Textarea
          ref={areaRef}
          rows={3}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setInvalid(null);
          }}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={action.pending}>
          Save note
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
