import type { SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { toast } from "../../app/toast-store";

/**
 * Deletes a health entry (the screens ask first), marking it while it goes; a refusal is told in
 * a toast with the API's message, and the entry stays in the list.
 */
export function useDeleteEntry(remove: (id: string) => PromiseLike<object>, failedTitle: string) {
  const [deletingId, setDeletingId] = React.useState<string | null>(null);
  const onDelete = async (id: string) => {
    setDeletingId(id);
    const result = await remove(id);
    setDeletingId(null);
    if ("error" in result && result.error) {
      toast({
        title: failedTitle,
        description: (result.error as SerializedApiError).message,
        variant: "destructive",
      });
    }
  };
  return { deletingId, onDelete: (id: string) => void onDelete(id) };
}
