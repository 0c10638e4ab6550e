import { HandoutsScreen } from "@pkg/screens";
import { careApi, useDeleteHandoutMutation, useHandoutsQuery } from "@pkg/stores";
import * as React from "react";

import { handoutEditPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { messageOf } from "./care-routes";
import { useShareDialogs } from "./use-share-dialogs";

injectServerApi(careApi);

/**
 * `/coaches/handouts`: the practitioner's handouts, most recently updated first, each with Share…,
 * Who has access and Delete.
 */
export function HandoutsRoute() {
  const list = useHandoutsQuery();
  const [remove] = useDeleteHandoutMutation();
  const [deletingId, setDeletingId] = React.useState<string | null>(null);
  const share = useShareDialogs();

  const handouts = React.useMemo(
    () => [...(list.data?.handouts ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [list.data],
  );

  const onDelete = async (id: string) => {
    setDeletingId(id);
    try {
      const answer = await remove(id).unwrap();
      toast({ title: answer.message });
    } catch (error) {
      toast({ title: "The handout was not deleted", description: messageOf(error), variant: "destructive" });
    } finally {
      setDeletingId(null);
    }
  };

  const failed = list.isError && !list.isFetching;
  return (
    <>
      <HandoutsScreen
        handouts={handouts}
        newHref={paths.handoutNew}
        editHref={handoutEditPath}
        onShare={(handout) => share.openShare({ kind: "handout", id: handout.id, title: handout.title })}
        onShowAccess={(handout) =>
          share.openAccess({ kind: "handout", id: handout.id, title: handout.title })
        }
        onDelete={(id) => void onDelete(id)}
        deletingId={deletingId}
        loading={!list.data && !failed}
        loadError={failed && !list.data ? messageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        timeZone={browserTimeZone()}
      />
      {share.dialogs}
    </>
  );
}
