import { markSourceUpdatedRequestSchema, type MarkSourceUpdatedResponse } from "@pkg/contracts";
import { AdminLinks, AdminScreen, ReportedChatsSection } from "@pkg/screens";
import {
  adminChatsApi,
  contentApi,
  useLibraryStatusQuery,
  useMarkSourceUpdatedMutation,
  useReportedChatsQuery,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";
import { adminReportedChatPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(contentApi);
injectServerApi(adminChatsApi);

/** Reported chats shown a page at a time. */
const REPORTED_PAGE_SIZE = 20;

/**
 * `/admin`: the library's health, marking a source as updated, the ways to People, the Audit log,
 * Mail and Sources, and the reported answers.
 */
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
    <>
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
      <AdminLinks
        peopleHref={paths.adminPeople}
        auditLogHref={paths.adminAuditLog}
        mailHref={paths.adminMail}
        sourcesHref={paths.adminSources}
      />
      <ReportedAnswers />
    </>
  );
}

/** The reported chats, newest report first, a page at a time; fetched afresh each time the page opens. */
function ReportedAnswers() {
  const [page, setPage] = React.useState(1);
  const reported = useReportedChatsQuery(
    { page, pageSize: REPORTED_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <ReportedChatsSection
      reportedChats={reported.currentData}
      loading={reported.isFetching && !reported.currentData}
      loadError={
        reported.isError && !reported.isFetching ? (reported.error as SerializedApiError).message : null
      }
      onRetry={() => void reported.refetch()}
      onPageChange={setPage}
      chatHref={adminReportedChatPath}
      timeZone={browserTimeZone()}
    />
  );
}
