import type { SmsSettings } from "../config";

/** How long the provider's webhook has to accept a message. */
export const SMS_TIMEOUT_MS = 10_000;

/** Sends a text message; throws an `SmsSendError` when the provider did not accept it. */
export type SmsSender = { send: (to: string, body: string) => Promise<void> };

/** The provider refused or did not answer. The message names neither the number nor the text. */
export class SmsSendError extends Error {
  constructor(reason: string) {
    super(`the SMS webhook ${reason}`);
    this.name = "SmsSendError";
  }
}

/**
 * An SMS provider reached through a webhook: each message is POSTed as JSON `{ to, body }`, with
 * the token as a bearer header when there is one. A message is sent once, with a timeout: a code
 * is short-lived, so a failure is answered to the person (who asks again) rather than retried.
 */
export class WebhookSmsSender implements SmsSender {
  constructor(
    private readonly settings: SmsSettings,
    private readonly timeoutMs = SMS_TIMEOUT_MS,
  ) {}

  async send(to: string, body: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.settings.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(this.settings.token ? { authorization: `Bearer ${this.settings.token}` } : {}),
        },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new SmsSendError(
        timedOut ? `did not answer within ${this.timeoutMs} ms` : "could not be reached",
      );
    }
    // The answer's body is not read into anything logged: a gateway may echo the message.
    await response.body?.cancel();
    if (!response.ok) throw new SmsSendError(`answered ${response.status}`);
  }
}
