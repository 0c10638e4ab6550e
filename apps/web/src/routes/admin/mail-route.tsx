import { MAIL_STATUSES, type MailStatus } from "@pkg/contracts";
import { MailSection } from "@pkg/screens";
import { adminApi, useAdminMailQuery, useRetryMailMutation, type SerializedApiError } from "@pkg/stores";
import * as React from "react";
import { useSearchParams } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(adminApi);

const PAGE_SIZE = 20;

/** `/admin/mail`: the outbox's state, filtered by status (kept in the address), with Retry. */
export function MailRoute() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = MAIL_STATUSES.includes(raw as MailStatus) ? (raw as MailStatus) : null;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const mail = useAdminMailQuery(
    { status: status ?? undefined, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [retry] = useRetryMailMutation();
  const [retryingId, setRetryingId] = React.useState<string | null>(null);

  return (
    <MailSection
      mail={mail.currentData}
      loading={mail.isFetching && !mail.currentData}
      loadError={mail.isError && !mail.isFetching ? (mail.error as SerializedApiError).message : null}
      onRetry={() => void mail.refetch()}
      status={status}
      onStatusChange={(next) => setParams(next ? { status: next } : {})}
      onPageChange={(next) => {
        const search = new URLSearchParams(params);
        search.set("page", String(next));
        setParams(search);
      }}
      onRetryMail={async (message) => {
        setRetryingId(message.id);
        try {
          await retry(message.id).unwrap();
          toast({ title: `The mail to ${message.to} will be sent again` });
        } catch (error) {
          toast({
            title: "The mail could not be retried",
            description: (error as SerializedApiError).message,
            variant: "destructive",
          });
        } finally {
          setRetryingId(null);
        }
      }}
      retryingId={retryingId}
      backHref={paths.admin}
      timeZone={browserTimeZone()}
    />
  );
}
