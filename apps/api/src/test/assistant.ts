import type { AskStreamDone, ApiErrorBody } from "@pkg/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../seed";
import { seedContentLibrary } from "../seed/seed-library";
import { bearer, type TestApp } from "./app";

/** The demo accounts and the seed library on the test app; answers each account's token and id by e-mail. */
export async function seedAndSignIn(
  t: TestApp,
): Promise<{ tokens: Record<string, string>; ids: Record<string, string> }> {
  await seedDemoAccounts(t.database.db);
  await seedContentLibrary(t.database.db);
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    tokens[account.email] = login.json().accessToken;
    ids[account.email] = login.json().user.id;
  }
  return { tokens, ids };
}

export type StreamEvent = { event: string; data: unknown };

/** The server-sent events of a body, in order (each event's data is one line of JSON). */
export function streamEvents(body: string): StreamEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === undefined || data === undefined) throw new Error(`not an event: ${block}`);
      return { event, data: JSON.parse(data) as unknown };
    });
}

export type StreamedAsk = {
  response: LightMyRequestResponse;
  events: StreamEvent[];
  /** The text of every `delta` event, in order. */
  deltas: string[];
  done: AskStreamDone | undefined;
  error: ApiErrorBody | undefined;
};

/** Asks through `POST /api/ai-search/stream` and reads the whole stream. */
export async function askStreamed(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
): Promise<StreamedAsk> {
  const response = await app.inject({
    method: "POST",
    url: "/api/ai-search/stream",
    headers: bearer(token),
    payload,
  });
  const streamed = /^text\/event-stream/.test(String(response.headers["content-type"]));
  const events = streamed ? streamEvents(response.body) : [];
  return {
    response,
    events,
    deltas: events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text),
    done: events.find((e) => e.event === "done")?.data as AskStreamDone | undefined,
    error: events.find((e) => e.event === "error")?.data as ApiErrorBody | undefined,
  };
}
