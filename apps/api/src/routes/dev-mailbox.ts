import { isIP } from "node:net";

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import type { Outbox, OutboxRow } from "../mail/outbox";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(productName: string, rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(row.status)}${row.lastError ? ` · ${escapeHtml(row.lastError)}` : ""}</p>
<ul>${row.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>
<details><summary>Message</summary><pre>${escapeHtml(row.textBody)}</pre></details>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(productName)} · development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#1f2328}
article{border:1px solid #d0d7de;border-radius:8px;padding:16px;margin:0 0 16px}
h2{font-size:16px;margin:0 0 4px}.meta{color:#57606a;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;background:#f6f8fa;padding:12px;border-radius:6px}
</style></head>
<body><h1>${escapeHtml(productName)} · development mailbox</h1>
<p>Every e-mail the server has sent, newest first. Not available in production.</p>
${items || "<p>No e-mail yet.</p>"}
</body></html>`;
}

/**
 * Whether the connection itself comes from this machine. The socket's address, never `request.ip`:
 * a forwarded-for header is whatever the sender wrote, and a proxy on this machine would make every
 * visitor look local, so requests that came through a proxy are refused too.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const address = request.raw.socket.remoteAddress ?? "";
  const plain = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (plain === "::1") return true;
  return isIP(plain) === 4 && plain.startsWith("127.");
}

/** The mailbox does not exist for anyone but a person on the server's own machine. */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackRequest(request)) return;
  return reply
    .status(404)
    .send({ message: `No route for ${request.method} /dev/mailbox`, code: "NOT_FOUND" });
}

/**
 * `/dev/mailbox`: the outbox as a page with clickable links (and as JSON), outside production and
 * only to loopback clients: its links sign people in.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ outbox: Outbox; productName: string }> = async (
  app,
  options,
) => {
  app.addHook("onRequest", loopbackOnly);
  app.get("/dev/mailbox", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(page(options.productName, await options.outbox.list())),
  );
  app.get("/dev/mailbox.json", { schema: { hide: true } }, async (_request, reply) => {
    const rows = await options.outbox.list();
    return reply.header("cache-control", "no-store").send(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        status: row.status,
        links: row.links,
        text: row.textBody,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  });
};
