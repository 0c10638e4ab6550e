export { AuditLogSection, type AuditLogSectionProps } from "./audit-log-section";
