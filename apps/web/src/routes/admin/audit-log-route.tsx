import { auditLogQuerySchema, type AuditLogFilters } from "@pkg/contracts";
import { AuditLogSection } from "@pkg/screens";
import { adminApi, fetchAuditLogCsv, useAuditLogQuery, type SerializedApiError } from "@pkg/stores";
import * as React from "react";
import { useSearchParams } from "react-router";

import { fieldErrorsOf } from "../../app/api-errors";
import { paths } from "../../app/paths";
import { saveFile } from "../../app/save-file";
import { apiClient, injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(adminApi);

const PAGE_SIZE = 20;
const FILTER_KEYS = ["actor", "subject", "action", "from", "to"] as const;

/**
 * `/admin/audit-log`: the log, filtered (the filters live in the address), a page at a time, and
 * downloaded as CSV with the same filters.
 */
export function AuditLogRoute() {
  const [params, setParams] = useSearchParams();
  const filters = React.useMemo(() => {
    const chosen: AuditLogFilters = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) chosen[key] = value;
    }
    return chosen;
  }, [params]);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const checked = auditLogQuerySchema.safeParse({ ...filters, page, pageSize: PAGE_SIZE });
  const formErrors: Partial<Record<keyof AuditLogFilters, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path[0] as keyof AuditLogFilters;
      formErrors[key] ??= issue.message;
    }
  }
  const log = useAuditLogQuery(
    checked.success ? { ...filters, page, pageSize: PAGE_SIZE } : { page: 1, pageSize: 0 },
    {
      skip: !checked.success,
      refetchOnMountOrArgChange: true,
    },
  );
  const apiError = log.isError && !log.isFetching ? (log.error as SerializedApiError) : undefined;
  const fieldErrors = fieldErrorsOf(apiError);
  const [downloading, setDownloading] = React.useState(false);
  const [downloadError, setDownloadError] = React.useState<string | null>(null);

  const onDownloadCsv = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const file = await fetchAuditLogCsv(apiClient, filters, new Date().toISOString().slice(0, 10));
      saveFile(file.blob, file.fileName);
      toast({ title: "The audit log was downloaded" });
    } catch (error) {
      setDownloadError((error as { message?: string }).message ?? "The download failed");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AuditLogSection
      auditLog={checked.success ? log.currentData : undefined}
      loading={checked.success && log.isFetching && !log.currentData}
      loadError={apiError && Object.keys(fieldErrors).length === 0 ? apiError.message : null}
      onRetry={() => void log.refetch()}
      filters={filters}
      filterErrors={{ ...fieldErrors, ...formErrors }}
      onFiltersChange={(next) => {
        const search = new URLSearchParams();
        for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]);
        setParams(search);
      }}
      onPageChange={(next) => {
        const search = new URLSearchParams(params);
        search.set("page", String(next));
        setParams(search);
      }}
      onDownloadCsv={() => void onDownloadCsv()}
      downloading={downloading}
      downloadError={downloadError}
      backHref={paths.admin}
      timeZone={browserTimeZone()}
    />
  );
}
