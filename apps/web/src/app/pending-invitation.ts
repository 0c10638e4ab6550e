/**
 * An invitation whose acceptance has to wait for the invitee's first session: accepting needs a
 * signed-in client, and registration only signs in once the e-mail is verified. Kept in this
 * browser until the verification link is opened here.
 */
const KEY = "haven.pendingInvitation";

type PendingInvitation = { email: string; token: string };

export function rememberInvitation(email: string, token: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ email: email.toLowerCase(), token }));
  } catch {
    // Storage may be unavailable (private mode); the invitation then stays unaccepted.
  }
}

/** The invitation remembered for this e-mail, forgotten as it is read. */
export function takeInvitation(email: string): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingInvitation>;
    if (pending.email !== email.toLowerCase() || typeof pending.token !== "string") return null;
    localStorage.removeItem(KEY);
    return pending.token;
  } catch {
    return null;
  }
}
