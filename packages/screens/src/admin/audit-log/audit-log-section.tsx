import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  MAIL_KIND_LABELS,
  type AuditEntry,
  type AuditLogFilters,
  type AuditLogResponse,
  type AuditPerson,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  EmptyState,
  Field,
  Input,
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
import { Download, ScrollText } from "lucide-react";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { OptionSelect } from "../../shared/option-select";
import { AdminPageHeader } from "../admin-page-header";
import { adminDateTime, ANY, roleName } from "../administration-text";

export type AuditLogSectionProps = {
  /** One page of the log (`GET /api/admin/audit-log`); absent while it loads or when it failed. */
  auditLog?: AuditLogResponse;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  /** The filters in force; the form starts from them and 'Apply filters' sends new ones. */
  filters: AuditLogFilters;
  onFiltersChange: (filters: AuditLogFilters) => void;
  /** A filter's message (from the form's check or the API's 400), by field. */
  filterErrors?: Partial<Record<keyof AuditLogFilters, string>>;
  onPageChange: (page: number) => void;
  /** Downloads every entry the filters select as CSV. */
  onDownloadCsv: () => void;
  downloading?: boolean;
  downloadError?: string | null;
  /** Where the Administration page is. */
  backHref: string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

const actionOptions = [
  { value: ANY, label: "Every action" },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

const EMPTY: AuditLogFilters = {};

function PersonCell({ person }: { person: AuditPerson | null }) {
  if (!person) return <span className="text-muted-foreground">System</span>;
  if (!person.name && !person.email) {
    return (
      <span className="text-muted-foreground">
        Deleted account <span className="font-mono text-caption">{person.id.slice(0, 8)}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span>{person.name}</span>
      <span className="text-caption text-muted-foreground">{person.email}</span>
    </span>
  );
}

/** What the action was about, in words: a role change's roles, the data read, a count. */
function whatOf(entry: AuditEntry): string {
  const details = entry.details ?? {};
  if (
    entry.action === "admin.role-changed" &&
    typeof details.from === "number" &&
    typeof details.to === "number"
  ) {
    return `${roleName(details.from)} to ${roleName(details.to)}`;
  }
  if (entry.action === "admin.audit-exported" && typeof details.rows === "number") {
    return `${details.rows} ${details.rows === 1 ? "entry" : "entries"}`;
  }
  if (entry.targetType === "health-data" && entry.targetId) return entry.targetId;
  if (typeof details.kind === "string") return MAIL_KIND_LABELS[details.kind] ?? details.kind;
  return "";
}

/**
 * `/admin/audit-log`, for Super Admins: every read of a client's health data by someone else and
 * every administrative action, newest first, filtered by who, whose, what and when, a page at a
 * time, and downloadable as CSV. The log is read-only.
 */
export function AuditLogSection({
  auditLog,
  loading = false,
  loadError = null,
  onRetry,
  filters,
  onFiltersChange,
  filterErrors = {},
  onPageChange,
  onDownloadCsv,
  downloading = false,
  downloadError = null,
  backHref,
  timeZone,
}: AuditLogSectionProps) {
  const [draft, setDraft] = React.useState<AuditLogFilters>(filters);
  const [shown, setShown] = React.useState(filters);
  if (filters !== shown) {
    setShown(filters);
    setDraft(filters);
  }
  const set = (key: keyof AuditLogFilters) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: event.target.value || undefined });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description="Every read of a client's health data by someone else, and every administrative action. Entries cannot be changed or deleted."
        backHref={backHref}
      />
      <section aria-labelledby="admin-audit-filters" className="flex flex-col gap-4">
        <h2 id="admin-audit-filters" className="text-lg font-semibold">
          Filters
        </h2>
        <form
          noValidate
          aria-labelledby="admin-audit-filters"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            onFiltersChange(
              Object.fromEntries(
                Object.entries(draft).map(([key, value]) => [
                  key,
                  typeof value === "string" ? value.trim() || undefined : value,
                ]),
              ) as AuditLogFilters,
            );
          }}
        >
          <Field label="Who (e-mail or id)" error={filterErrors.actor}>
            <Input type="text" autoComplete="off" value={draft.actor ?? ""} onChange={set("actor")} />
          </Field>
          <Field label="Whose (e-mail or id)" error={filterErrors.subject}>
            <Input type="text" autoComplete="off" value={draft.subject ?? ""} onChange={set("subject")} />
          </Field>
          <Field label="Action" error={filterErrors.action}>
            <OptionSelect
              options={actionOptions}
              value={draft.action ?? ANY}
              onValueChange={(value) => setDraft({ ...draft, action: value === ANY ? undefined : value })}
            />
          </Field>
          <Field label="From" error={filterErrors.from}>
            <Input type="date" value={draft.from ?? ""} onChange={set("from")} />
          </Field>
          <Field label="To" error={filterErrors.to}>
            <Input type="date" value={draft.to ?? ""} onChange={set("to")} />
          </Field>
          <div className="flex items-end gap-2">
            <Button type="submit">Apply filters</Button>
            <Button variant="outline" disabled={!filtered} onClick={() => onFiltersChange(EMPTY)}>
              Clear
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="admin-audit-entries" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="admin-audit-entries" className="text-lg font-semibold">
            Entries
          </h2>
          <Button variant="outline" loading={downloading} onClick={onDownloadCsv} disabled={!auditLog?.total}>
            <Download aria-hidden />
            Download CSV
          </Button>
        </div>
        {downloadError ? (
          <Alert variant="destructive">
            <AlertDescription>{downloadError}</AlertDescription>
          </Alert>
        ) : null}
        {loadError ? (
          <LoadFailedAlert title="The audit log could not be loaded" message={loadError} onRetry={onRetry} />
        ) : loading || !auditLog ? (
          <Skeleton className="h-60" aria-busy="true" aria-label="Loading the audit log" />
        ) : auditLog.items.length === 0 ? (
          <EmptyState
            variant="outline"
            size="sm"
            icon={<ScrollText />}
            title={filtered ? "No entries match" : "No entries yet"}
            description={
              filtered
                ? "Try other filters, or clear them to see every entry."
                : "Reads of clients' health data and administrative actions show here."
            }
          />
        ) : (
          <>
            <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
              {auditLog.total === 1 ? "1 entry" : `${auditLog.total} entries`}
            </p>
            <Table size="sm">
              <TableCaption className="sr-only">Audit log entries, the newest first</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Whose</TableHead>
                  <TableHead>Details</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {auditLog.items.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{adminDateTime(entry.createdAt, timeZone)}</time>
                    </TableCell>
                    <TableCell>{auditActionLabel(entry.action)}</TableCell>
                    <TableCell>
                      <PersonCell person={entry.actor} />
                    </TableCell>
                    <TableCell>
                      <PersonCell person={entry.subject} />
                    </TableCell>
                    <TableCell>{whatOf(entry)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {auditLog.total > auditLog.pageSize ? (
              <Pagination
                aria-label="Pages of the audit log"
                page={auditLog.page}
                pageSize={auditLog.pageSize}
                total={auditLog.total}
                onPageChange={onPageChange}
              />
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
