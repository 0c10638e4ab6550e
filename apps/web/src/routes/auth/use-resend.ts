import { useCooldown } from "@pkg/screens";
import type { SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { toast } from "../../app/toast-store";

/** Seconds before an e-mail may be sent again (decisions.md: Resend has a 30 s cooldown). */
export const RESEND_COOLDOWN_SECONDS = 30;

type SendResult = { ok: true } | { ok: false; aborted: boolean; error?: SerializedApiError };

/**
 * Sending an e-mail again: the call, its busy state, a note once sent, and the cooldown that
 * follows. A failure shows a toast with the server's message.
 */
export function useResend(
  send: (email: string) => Promise<SendResult>,
  failureToast?: { title: string; description: string },
) {
  const { remaining, start } = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [resending, setResending] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);

  const resend = React.useCallback(
    async (email: string) => {
      setResending(true);
      setNotice(null);
      const result = await send(email);
      if (!result.ok && result.aborted) return false;
      setResending(false);
      if (result.ok) {
        setNotice(`We sent a new link to ${email}.`);
        start();
        return true;
      }
      toast({
        variant: "destructive",
        title: failureToast?.title ?? "We couldn't send the email",
        description: failureToast?.description ?? result.error?.message ?? "Please try again.",
      });
      return false;
    },
    [send, start, failureToast],
  );

  return { resend, resending, notice, resendCooldown: remaining };
}
