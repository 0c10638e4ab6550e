/**
 * A local OpenAI-compatible chat endpoint for tests, on 127.0.0.1 and a free port, never the
 * network: each test says how it answers. A file that starts them calls
 * `afterEach(closeFakeEndpoints)`; one started with `keep` (shared by a file's tests) is closed by
 * its own `close`.
 */
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { ChatMessage } from "../ai/provider";

/** A request the fake endpoint received. */
export type Received = {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: ChatMessage[] };
};

export type Handler = (response: ServerResponse, request: Received) => void | Promise<void>;

const servers: { close(): Promise<void> }[] = [];

/** Closes every endpoint started without `keep` (the module is shared by the files of a worker). */
export async function closeFakeEndpoints() {
  await Promise.all(servers.splice(0).map((server) => server.close()));
}

/** A local OpenAI-compatible endpoint on 127.0.0.1 (a free port), answering with `handler`. */
export async function fakeEndpoint(handler: Handler, options: { keep?: boolean } = {}) {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    const entry: Received = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: JSON.parse(text) as Received["body"],
    };
    received.push(entry);
    await handler(response, entry);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, "close");
  };
  if (!options.keep) servers.push({ close: () => (server.listening ? close() : Promise.resolve()) });
  return { baseUrl: `http://127.0.0.1:${port}/v1`, received, close };
}

export const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    model: "fake-model",
    choices: [
      { index: 0, delta: content === null ? { role: "assistant" } : { content }, finish_reason: finish },
    ],
  })}\n\n`;

export function startStream(response: ServerResponse) {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.flushHeaders();
}

/** Streams the pieces as separate events, then the finish chunk and `[DONE]`. */
export const streaming =
  (pieces: string[]): Handler =>
  (response) => {
    startStream(response);
    response.write(chunk(null));
    for (const piece of pieces) response.write(chunk(piece));
    response.write(chunk(null, "stop"));
    response.end("data: [DONE]\n\n");
  };

export const completion =
  (content: string, finish = "stop"): Handler =>
  (response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "chatcmpl-2",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish }],
      }),
    );
  };
