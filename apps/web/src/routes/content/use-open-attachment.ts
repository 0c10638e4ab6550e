import type { ContentAttachment } from "@pkg/contracts";
import type { SerializedApiError } from "@pkg/stores";
import { toApiError } from "@pkg/stores";
import * as React from "react";

import { saveFile } from "../../app/save-file";
import { apiClient } from "../../app/store";
import { toast } from "../../app/toast-store";

/** `GET /api/content/{content_id}/attachments/{attachment_id}` (relative to the API's base). */
export const attachmentPath = (contentId: string, attachmentId: string) =>
  `/content/${encodeURIComponent(contentId)}/attachments/${encodeURIComponent(attachmentId)}`;

/**
 * Opens an item's attachment: the file is served only with the person's credentials, so it is
 * fetched with them and handed to the browser as a download under its own name.
 */
export function useOpenAttachment(contentId: string) {
  return React.useCallback(
    async (attachment: ContentAttachment) => {
      try {
        const blob = await apiClient.get<Blob>(attachmentPath(contentId, attachment.id), {
          responseType: "blob",
        });
        saveFile(blob, attachment.fileName);
      } catch (error) {
        const failure: SerializedApiError = toApiError(error).toJSON();
        toast({
          title: "The file could not be opened",
          description: failure.message,
          variant: "destructive",
        });
      }
    },
    [contentId],
  );
}
