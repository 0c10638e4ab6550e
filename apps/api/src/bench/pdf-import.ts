/**
 * `/api/health` while hostile PDFs are being refused (issue 12): a practitioner uploads the
 * 20-page, one-shared-stream attack (`test/hostile-pdf.ts`) back to back from two connections —
 * as many as the PDF reader runs at once — while autocannon asks for `/api/health`. Prints the
 * health check's p50 and p99 before and during the attack, and how long each refusal took.
 */
import autocannon from "autocannon";

import type { DatabaseHandle } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { hostilePdf } from "../test/hostile-pdf";
import { multipart } from "../test/multipart";
import { buildBenchApp } from "./support";

const email = "bench-pdf@example.com";
const password = "bench password 123";
const uploaders = 2;
const healthConnections = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function pdfImportUnderAttack(label: string, database: DatabaseHandle, seconds: number) {
  await database.db.insert(users).values({
    email,
    name: "Bench Practitioner",
    phoneNumber: "15551234567",
    roleId: 2,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  const app = await buildBenchApp(database);
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const login = await fetch(`${url}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const pdf = await hostilePdf({ kind: "text-items", operators: 200_000 });
    const body = multipart([
      { name: "file", filename: "hostile.pdf", contentType: "application/pdf", data: pdf },
    ]);
    const health = { url: `${url}/api/health`, connections: healthConnections };

    const quiet = await autocannon({ ...health, duration: Math.min(3, seconds) });

    let attacking = true;
    const refusals: number[] = [];
    const statuses = new Map<number, number>();
    const upload = async () => {
      while (attacking) {
        const started = performance.now();
        const response = await fetch(`${url}/api/coach/invitees/import`, {
          method: "POST",
          headers: { authorization: `Bearer ${accessToken}`, ...body.headers },
          body: body.payload,
        });
        await response.arrayBuffer();
        refusals.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    const attack = Array.from({ length: uploaders }, upload);
    const during = await autocannon({ ...health, duration: seconds });
    attacking = false;
    await Promise.all(attack);

    const answers = [...statuses].map(([status, count]) => `${count} × ${status}`).join(", ");
    console.log(
      `  ${label}: hostile PDF (${(pdf.length / 1024).toFixed(0)} kB, 20 pages on one stream), ${uploaders} uploads at a time: ${answers}`,
    );
    console.log(
      `  ${label}: refusal took p50 ${percentile(refusals, 50).toFixed(0)} ms, max ${Math.max(...refusals).toFixed(0)} ms`,
    );
    console.log(
      `  ${label}: GET /api/health p50 ${quiet.latency.p50} ms, p99 ${quiet.latency.p99} ms alone; p50 ${during.latency.p50} ms, p99 ${during.latency.p99} ms (max ${during.latency.max} ms) during the uploads`,
    );
    return {
      name: `${label}: GET /api/health while hostile PDFs are refused`,
      rps: during.requests.average,
      p99: during.latency.p99,
      failures: during.non2xx + during.errors,
    };
  } finally {
    await app.close();
  }
}
