const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 2, 2026', in the given time zone (the reader's when none is given). */
export function formatCareDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const key = timeZone ?? "";
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    }
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** 'Shared with 1 client', 'Shared with 3 clients', 'Not shared'. */
export function sharedWithText(count: number): string {
  if (count <= 0) return "Not shared";
  return `Shared with ${count} ${count === 1 ? "client" : "clients"}`;
}

/** The question asked before a handout is deleted. */
export function deleteHandoutQuestion(title: string): string {
  return title.trim() ? `Delete '${title.trim()}'?` : "Delete this handout?";
}

export const DELETE_HANDOUT_NOTE = "Clients it was shared with will no longer see it.";
