import { Alert, AlertDescription, Button } from "@pkg/ui";
import { Check, Share2 } from "lucide-react";
import * as React from "react";

export type ShareChatToggleProps = {
  /** The client's practitioner's name. */
  practitionerName: string;
  /** Whether this chat is shared with them now. */
  shared: boolean;
  /** Shares the chat (`true`) or stops sharing it (`false`): `PUT /api/chat/{chat_id}/share`. */
  onChange: (shared: boolean) => void;
  /** The change is being saved. */
  busy?: boolean;
  /** Why the change could not be saved. */
  error?: string | null;
};

/**
 * A chat header's control for a client with a practitioner: share this one chat with them, or
 * stop sharing it, and a line that says who can read it. The focus stays on the control when it
 * changes between 'Share with …' and 'Stop sharing'.
 */
export function ShareChatToggle({
  practitionerName,
  shared,
  onChange,
  busy = false,
  error = null,
}: ShareChatToggleProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const pressed = React.useRef(false);
  React.useEffect(() => {
    // The pressed button gave way to the other one: the focus follows it.
    if (pressed.current) buttonRef.current?.focus();
    pressed.current = false;
  }, [shared]);

  const change = (next: boolean) => {
    pressed.current = true;
    onChange(next);
  };

  return (
    <div data-slot="share-chat-toggle" data-shared={shared || undefined} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {shared ? (
          <>
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
              <Check aria-hidden="true" className="size-4" />
              Shared with {practitionerName}
            </p>
            <Button ref={buttonRef} variant="outline" size="sm" loading={busy} onClick={() => change(false)}>
              Stop sharing
            </Button>
          </>
        ) : (
          <Button ref={buttonRef} variant="outline" size="sm" loading={busy} onClick={() => change(true)}>
            <Share2 aria-hidden="true" />
            Share with {practitionerName}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shared
          ? `${practitionerName} can read this chat.`
          : `Only you can read this chat. Sharing lets ${practitionerName} read it.`}
      </p>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
