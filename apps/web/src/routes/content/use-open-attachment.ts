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
 * Downloads a file the API serves only with the person's credentials (an item's or a handout's
 * attachment): it is fetched with them and handed to the browser under its own name; a failure
 * shows a toast with the server's message.
 */
export function useDownloadFile() {
  return React.useCallback(async (path: string, fileName: string) => {
    try {
      const blob = await apiClient.get<Blob>(path, { responseType: "blob" });
      saveFile(blob, fileName);
    } catch (error) {
      const failure: SerializedApiError = toApiError(error).toJSON();
      toast({
        title: "The file could not be opened",
        description: failure.message,
        variant: "destructive",
      });
    }
  }, []);
}

/** Opens an item's attachment (see `useDownloadFile`). */
export function useOpenAttachment(contentId: string) {
  const download = useDownloadFile();
  return React.useCallback(
    (attachment: ContentAttachment) =>
      download(attachmentPath(contentId, attachment.id), attachment.fileName),
    [contentId, download],
  );
}
