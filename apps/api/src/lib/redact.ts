/** Path segments and query values that carry secrets or personal data, hidden from logs. */
const SECRET_SEGMENTS = /(\/(?:invitation-details|user-exist|accept-invite)\/)[^/?#]+/g;
const SECRET_QUERY = /([?&](?:token|email)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");
}
