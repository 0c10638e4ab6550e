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
