/**
 * Hands a file fetched with the person's credentials to the browser as a download under its own
 * name (a file served only with a bearer token cannot be a plain link).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click was handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
