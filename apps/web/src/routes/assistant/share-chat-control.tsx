import { ShareChatToggle } from "@pkg/screens";
import { careApi, useClientCareQuery, useShareChatMutation, type SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { injectServerApi } from "../../app/store";

injectServerApi(careApi);

type ShareChatControlProps = {
  chatId: string;
  /** When the chat was shared, as the chat's session says (null: not shared). */
  sharedAt: string | null | undefined;
};

/**
 * A client's 'Share with {practitioner}' for one reopened chat: shown only when the client has a
 * practitioner. The practitioner can then read it at `/coach/session/{chat_id}` (audited).
 */
export function ShareChatControl({ chatId, sharedAt }: ShareChatControlProps) {
  const care = useClientCareQuery();
  const [shareChat, saving] = useShareChatMutation();
  const [shared, setShared] = React.useState(Boolean(sharedAt));
  const [error, setError] = React.useState<string | null>(null);
  const [shownChat, setShownChat] = React.useState(chatId);
  if (shownChat !== chatId) {
    setShownChat(chatId);
    setShared(Boolean(sharedAt));
    setError(null);
  }
  const practitioner = care.data?.practitioner;
  if (!practitioner) return null;
  return (
    <ShareChatToggle
      practitionerName={practitioner.name}
      shared={shared}
      busy={saving.isLoading}
      error={error}
      onChange={(next) => {
        setError(null);
        shareChat({ chatId, shared: next })
          .unwrap()
          .then((answer) => setShared(answer.sharedAt !== null))
          .catch((failure: SerializedApiError) => setError(failure.message));
      }}
    />
  );
}
