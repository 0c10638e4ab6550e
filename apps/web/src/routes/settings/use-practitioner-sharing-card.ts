import type { PractitionerSharingCardProps } from "@pkg/screens";
import {
  careApi,
  useClientCareQuery,
  useSetClientSharingMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";

injectServerApi(careApi);

/**
 * Settings' "Your practitioner" for a client: who cares for them and whether that practitioner
 * may read their health data. Stopping takes effect on the server at once. Absent for other roles.
 */
export function usePractitionerSharingCard(isClient: boolean): PractitionerSharingCardProps | undefined {
  const care = useClientCareQuery(undefined, { skip: !isClient, refetchOnMountOrArgChange: true });
  const [setSharing, saving] = useSetClientSharingMutation();
  const [error, setError] = React.useState<string | null>(null);
  if (!isClient) return undefined;
  const loadError = care.isError ? (care.error as SerializedApiError).message : null;
  return {
    practitioner: care.data?.practitioner ?? null,
    sharingHealthData: care.data?.sharingHealthData ?? false,
    loading: care.isLoading,
    loadError,
    onRetry: () => void care.refetch(),
    saving: saving.isLoading,
    error,
    onChange: (sharingHealthData) => {
      setError(null);
      setSharing(sharingHealthData)
        .unwrap()
        .then((answer) => {
          const name = answer.practitioner?.name ?? "your practitioner";
          toast({
            title: sharingHealthData
              ? `You are sharing your health data with ${name}`
              : `${name} can no longer see your health data`,
          });
        })
        .catch((failure: SerializedApiError) => setError(failure.message));
    },
  };
}
