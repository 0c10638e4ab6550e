import {
  MAIL_KIND_LABELS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type AdminMail,
  type AdminMailResponse,
  type MailStatus,
} from "@pkg/contracts";
import {
  Badge,
  Button,
  Field,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@pkg/ui";
import { Mail } from "lucide-react";

import { OptionSelect } from "../../shared/option-select";
import { AdminList } from "../admin-list";
import { AdminPageHeader } from "../admin-page-header";
import { adminDateTime, ANY } from "../administration-text";

export type MailSectionProps = {
  /** One page of the outbox (`GET /api/admin/mail`); absent while it loads or when it failed. */
  mail?: AdminMailResponse;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  /** The status filter (null: every status). */
  status: MailStatus | null;
  onStatusChange: (status: MailStatus | null) => void;
  onPageChange: (page: number) => void;
  /** Sends a failed message again. */
  onRetryMail: (mail: AdminMail) => void;
  /** The message being retried. */
  retryingId?: string | null;
  /** Where the Administration page is. */
  backHref: string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

const STATUS_BADGE: Record<MailStatus, "success" | "warning" | "destructive"> = {
  sent: "success",
  pending: "warning",
  failed: "destructive",
};

const statusOptions = [
  { value: ANY, label: "Every status" },
  ...MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
];

/**
 * `/admin/mail`, for Super Admins: the outbox, newest first (kind, address, subject, status,
 * attempts, last error and dates; never a message's body, which may carry a one-time link),
 * filtered by status, with 'Retry' for failed mail.
 */
export function MailSection({
  mail,
  loading = false,
  loadError = null,
  onRetry,
  status,
  onStatusChange,
  onPageChange,
  onRetryMail,
  retryingId = null,
  backHref,
  timeZone,
}: MailSectionProps) {
  return (
    <>
      <AdminPageHeader
        title="Mail"
        description="The messages the product sends: which went out, which wait for another attempt, and which failed."
        backHref={backHref}
      />
      <section aria-labelledby="admin-mail-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="admin-mail-title" className="text-lg font-semibold">
            Outbox
          </h2>
          <Field label="Status">
            <OptionSelect
              options={statusOptions}
              value={status ?? ANY}
              onValueChange={(value) => onStatusChange(value === ANY ? null : (value as MailStatus))}
              triggerProps={{ className: "w-44" }}
            />
          </Field>
        </div>
        <AdminList
          list={mail}
          loading={loading}
          loadError={loadError}
          onRetry={onRetry}
          loadErrorTitle="The outbox could not be loaded"
          loadingLabel="Loading the outbox"
          empty={{
            icon: <Mail />,
            title: status ? `No ${MAIL_STATUS_LABELS[status].toLowerCase()} mail` : "No mail yet",
            description: status
              ? "Choose every status to see all the mail."
              : "Messages show here as the product sends them.",
          }}
          pagesLabel="Pages of mail"
          onPageChange={onPageChange}
        >
          {(items) => (
            <Table size="sm">
              <TableCaption className="sr-only">Mail, the newest first</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Created</TableHead>
                  <TableHead>Kind</TableHead>
                  <TableHead>To</TableHead>
                  <TableHead>Subject</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Attempts</TableHead>
                  <TableHead>Last error</TableHead>
                  <TableHead>Sent</TableHead>
                  <TableHead>
                    <span className="sr-only">Retry</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((message) => (
                  <TableRow key={message.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={message.createdAt}>{adminDateTime(message.createdAt, timeZone)}</time>
                    </TableCell>
                    <TableCell>{MAIL_KIND_LABELS[message.kind] ?? message.kind}</TableCell>
                    <TableCell>{message.to}</TableCell>
                    <TableCell>{message.subject}</TableCell>
                    <TableCell>
                      <Badge variant={STATUS_BADGE[message.status]}>
                        {MAIL_STATUS_LABELS[message.status]}
                      </Badge>
                    </TableCell>
                    <TableCell>{message.attempts}</TableCell>
                    <TableCell className="max-w-64 text-caption break-words">
                      {message.lastError ?? "—"}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {message.sentAt ? (
                        <time dateTime={message.sentAt}>{adminDateTime(message.sentAt, timeZone)}</time>
                      ) : (
                        "—"
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      {message.status === "failed" ? (
                        <Button
                          variant="outline"
                          size="sm"
                          loading={retryingId === message.id}
                          disabled={retryingId !== null}
                          onClick={() => onRetryMail(message)}
                        >
                          Retry<span className="sr-only"> the mail to {message.to}</span>
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </AdminList>
      </section>
    </>
  );
}
