import { LINK_RESEND_COOLDOWN_SECONDS, type LinkRequestResponse } from "@pkg/contracts";
import { useCooldown } from "@pkg/screens";
import type { SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { toast } from "../../app/toast-store";

type SendResult =
  { ok: true; answer: LinkRequestResponse } | { ok: false; aborted: boolean; error?: SerializedApiError };

/** What a resend did: a link sent, nothing sent because of the cooldown, or a failure. */
export type ResendOutcome = "sent" | "cooldown" | "failed";

/** The note a resend leaves: what happened, said plainly (the tone a screen may show it in). */
export type ResendNotice = { text: string; tone: "success" | "info" };

/** The note for a resend the server's cooldown held back: nothing was sent. */
export const heldBackNotice = (email: string) =>
  `No new email was sent: we sent one to ${email} less than ${LINK_RESEND_COOLDOWN_SECONDS} seconds ago. ` +
  "You can ask for another when the countdown ends.";

/** When a Resend will be allowed, `seconds` from now (epoch ms, carried to the next page). */
export function resendAfterIn(seconds: number = LINK_RESEND_COOLDOWN_SECONDS): number {
  return Date.now() + seconds * 1000;
}

/** Seconds left until `resendAfter` (epoch ms, from the page that sent the first e-mail). */
export function secondsUntil(resendAfter: unknown, now = Date.now()): number {
  if (typeof resendAfter !== "number") return 0;
  return Math.min(LINK_RESEND_COOLDOWN_SECONDS, Math.max(0, Math.ceil((resendAfter - now) / 1000)));
}

/**
 * Sending an e-mail again: the call, its busy state, a note saying what really happened, and the
 * cooldown the server keeps (shown on the button; `initialCooldown` when a first e-mail has just
 * gone out). A failure shows a toast with the server's message.
 */
export function useResend(
  send: (email: string) => Promise<SendResult>,
  failureToast?: { title: string; description: string },
  initialCooldown = 0,
) {
  const { remaining, start } = useCooldown(LINK_RESEND_COOLDOWN_SECONDS, initialCooldown);
  const [resending, setResending] = React.useState(false);
  const [notice, setNotice] = React.useState<ResendNotice | null>(null);

  const resend = React.useCallback(
    async (email: string): Promise<ResendOutcome | null> => {
      setResending(true);
      setNotice(null);
      const result = await send(email);
      if (!result.ok && result.aborted) return null;
      setResending(false);
      if (result.ok) {
        start(result.answer.retryAfterSeconds);
        if (result.answer.status === "cooldown") {
          setNotice({ text: heldBackNotice(email), tone: "info" });
          return "cooldown";
        }
        setNotice({ text: `We sent a new link to ${email}.`, tone: "success" });
        return "sent";
      }
      toast({
        variant: "destructive",
        title: failureToast?.title ?? "We couldn't send the email",
        description: failureToast?.description ?? result.error?.message ?? "Please try again.",
      });
      return "failed";
    },
    [send, start, failureToast],
  );

  return { resend, resending, notice, resendCooldown: remaining };
}
