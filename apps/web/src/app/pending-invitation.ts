/**
 * The invitation a person registered from, kept in this browser until their verification link is
 * opened here. The server links an invited client when the invited address is verified, in any
 * browser; this copy lets the page accept it again (which then only confirms) and tell the person
 * when it was sent to another address than the one they registered with.
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
