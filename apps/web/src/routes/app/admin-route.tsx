import { markSourceUpdatedRequestSchema, type MarkSourceUpdatedResponse } from "@pkg/contracts";
import { AdminScreen } from "@pkg/screens";
import {
  contentApi,
  useLibraryStatusQuery,
  useMarkSourceUpdatedMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";
import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";

injectServerApi(contentApi);

/** `/admin`: the library's health, and marking a source as updated. */
export function AdminRoute() {
  const status = useLibraryStatusQuery();
  const [markSource, marking] = useMarkSourceUpdatedMutation();
  const [sourceUrl, setSourceUrl] = React.useState("");
  const [sourceError, setSourceError] = React.useState<string | null>(null);
  const [markError, setMarkError] = React.useState<string | null>(null);
  const [marked, setMarked] = React.useState<MarkSourceUpdatedResponse | null>(null);

  const onMarkSource = async () => {
    setMarkError(null);
    const parsed = markSourceUpdatedRequestSchema.safeParse({ url: sourceUrl });
    if (!parsed.success) {
      setSourceError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSourceError(null);
    try {
      setMarked(await markSource(parsed.data).unwrap());
      setSourceUrl("");
    } catch (error) {
      const apiError = error as SerializedApiError;
      const field = fieldErrorsOf(apiError).url;
      if (field) setSourceError(field);
      else setMarkError(apiError.message);
    }
  };

  return (
    <AdminScreen
      libraryStatus={status.data}
      loading={status.isLoading}
      loadError={status.isError ? (status.error as SerializedApiError).message : null}
      onRetry={() => void status.refetch()}
      libraryHref={paths.contentLibrary}
      sourceUrl={sourceUrl}
      onSourceUrlChange={setSourceUrl}
      onMarkSource={() => void onMarkSource()}
      marking={marking.isLoading}
      sourceError={sourceError}
      markError={markError}
      marked={marked}
    />
  );
}
