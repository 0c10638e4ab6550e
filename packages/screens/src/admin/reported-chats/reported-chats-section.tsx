import type { ReportedChatsResponse } from "@pkg/contracts";
import {
  EmptyState,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@pkg/ui";
import { Flag } from "lucide-react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { chatKindName, ownerRoleName, reportedDate } from "../admin-chats-text";

export type ReportedChatsSectionProps = {
  /** One page of reported chats (`GET /api/admin/reported-chats`); absent while it loads or when it failed. */
  reportedChats?: ReportedChatsResponse;
  loading?: boolean;
  /** Why the list could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Shows another page. */
  onPageChange: (page: number) => void;
  /** Where a reported chat is read (`/admin/reported-chats/{chatId}`). */
  chatHref: (chatId: string) => string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

/**
 * The Administration page's 'Reported answers': the chats with an answer someone reported, the
 * most recently reported first, by date, number of reported answers, the asker's role and the
 * chat's kind. Nothing of the chats' text is shown here; 'Open' reads one (and that is audited).
 */
export function ReportedChatsSection({
  reportedChats,
  loading = false,
  loadError = null,
  onRetry,
  onPageChange,
  chatHref,
  timeZone,
}: ReportedChatsSectionProps) {
  return (
    <section aria-labelledby="admin-reported-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="admin-reported-title" className="text-lg font-semibold">
          Reported answers
        </h2>
        <p className="text-sm text-muted-foreground">
          Chats in which someone reported an answer. Their questions and answers show only when you open one,
          and each opening is recorded in the audit log.
        </p>
      </div>
      {loadError ? (
        <LoadFailedAlert
          title="The reported answers could not be loaded"
          message={loadError}
          onRetry={onRetry}
        />
      ) : loading || !reportedChats ? (
        <Skeleton className="h-40" aria-busy="true" aria-label="Loading the reported answers" />
      ) : reportedChats.items.length === 0 ? (
        <EmptyState
          variant="outline"
          size="sm"
          icon={<Flag />}
          title="No reported answers"
          description="When someone reports an answer of the assistant, its chat is listed here."
        />
      ) : (
        <>
          <Table size="sm">
            <TableCaption className="sr-only">Reported chats, the most recently reported first</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Reported</TableHead>
                <TableHead>Answers reported</TableHead>
                <TableHead>Asked by</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead>
                  <span className="sr-only">Open</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {reportedChats.items.map((chat) => {
                const date = reportedDate(chat.reportedAt, timeZone);
                return (
                  <TableRow key={chat.chatId}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={chat.reportedAt}>{date}</time>
                    </TableCell>
                    <TableCell>{chat.reportCount}</TableCell>
                    <TableCell>{ownerRoleName(chat.ownerRoleId)}</TableCell>
                    <TableCell>{chatKindName(chat.kind)}</TableCell>
                    <TableCell className="text-right">
                      <ScreenLink
                        to={chatHref(chat.chatId)}
                        className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
                      >
                        Open<span className="sr-only"> the chat reported on {date}</span>
                      </ScreenLink>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {reportedChats.total > reportedChats.pageSize ? (
            <Pagination
              aria-label="Pages of reported answers"
              page={reportedChats.page}
              pageSize={reportedChats.pageSize}
              total={reportedChats.total}
              onPageChange={onPageChange}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
