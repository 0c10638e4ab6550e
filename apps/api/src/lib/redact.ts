/**
 * Path segments and query values that carry secrets or personal data, hidden from logs: tokens,
 * e-mails, and search texts (`q`), which can name a person's symptoms.
 */
const SECRET_SEGMENTS = /(\/(?:invitation-details|user-exist|accept-invite)\/)[^/?#]+/g;
const SECRET_QUERY = /([?&](?:token|email|q)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");
}
