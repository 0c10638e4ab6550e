/**
 * Two instances of the built server on one PostgreSQL database, one Redis and one S3 bucket,
 * behind a round-robin proxy started here: a practitioner registers, verifies, onboards with a
 * certificate and invites a client by e-mail, and the client registers from that e-mail and
 * verifies, with every request going to the next instance in turn. The certificate is then read
 * through each instance directly. Needs DATABASE_URL (CI sets it); REDIS_URL is used when set.
 */
import { randomBytes } from "node:crypto";
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startS3Server, type TestS3Server } from "../apps/api/src/test/s3-server";
import { linkFromMailbox, registerFromInvitation, uniqueEmail } from "./auth-support";
import { launchChromium } from "./browser";
import {
  answerAboutYourPractice,
  certificatePdf,
  choose,
  chooseFourPractitionerTypes,
  fillPractitionerProfile,
  finishPractitionerOnboarding,
  nextTo,
  passPractitionerIntro,
  registerAndVerify,
  storedSession,
} from "./onboarding-support";
import { startServer, uniqueRedisKeyPrefix, type RunningServer } from "./server";

/**
 * A new, empty database with a name of its own on the server of DATABASE_URL; `drop` removes it,
 * ending whatever is still connected.
 */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `haven_e2e_${randomBytes(6).toString("hex")}`;
  const asAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

/** Headers that belong to one connection, never forwarded by a proxy (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const endToEnd = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

type RoundRobinProxy = {
  url: string;
  /** How many requests each instance has served, in the order of the instances. */
  served: number[];
  close: () => Promise<void>;
};

/**
 * A load balancer in miniature: each request goes to the next instance in turn, on a connection
 * of its own (no keep-alive towards the instances, so the alternation is per request), with both
 * bodies streamed through. It adds no forwarding headers: to the instances it is a client on
 * this machine, as a browser would be.
 */
async function startRoundRobinProxy(instances: RunningServer[]): Promise<RoundRobinProxy> {
  const served = instances.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % instances.length;
    served[index]! += 1;
    const upstream = forward(
      {
        host: "127.0.0.1",
        port: instances[index]!.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...endToEnd(incoming.headers), connection: "close" },
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(`instance ${index + 1} did not answer: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)(
  "two instances on one database behind a round-robin proxy (needs DATABASE_URL)",
  () => {
    let database: { url: string; drop: () => Promise<void> } | undefined;
    let s3: TestS3Server | undefined;
    let instances: RunningServer[] = [];
    let proxy: RoundRobinProxy | undefined;
    let browser: Browser | undefined;

    beforeAll(async () => {
      database = await createDatabase(process.env.DATABASE_URL!);
      s3 = await startS3Server();
      // What the two share: the database (and its signing keys: no JWT_SECRET), the bucket, and
      // their limits in Redis under one prefix. Mail stays in the database's outbox (no SMTP).
      const shared = {
        DATABASE_URL: database.url,
        S3_URL: s3.url,
        REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
        JWT_SECRET: "",
        JWT_SECRETS: "",
        DATA_ENCRYPTION_KEY: "",
        SMTP_URL: "",
        SEED_DEMO: "false",
        RATE_LIMIT_MAX: "1000",
      };
      // Started together, as a deployment starts them: the migrations run once, under a lock.
      instances = await Promise.all([startServer(shared), startServer(shared)]);
      proxy = await startRoundRobinProxy(instances);
      browser = await launchChromium();
    });

    afterAll(async () => {
      await browser?.close();
      await proxy?.close();
      for (const instance of instances) await instance.stop();
      await s3?.close();
      await database?.drop();
    });

    it(
      "registers, onboards with a certificate and invites; the invited client registers; files are shared",
      { timeout: 240_000 },
      async () => {
        const origin = proxy!.url;
        const through = { url: origin };
        const certificate = await certificatePdf();
        const practitionerEmail = uniqueEmail("maya");
        const clientEmail = uniqueEmail("carmen");

        // The practitioner registers and opens the verification link from the mailbox.
        const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await registerAndVerify(page, through, {
          accountType: "Practitioner",
          name: "Maya Rivera",
          email: practitionerEmail,
          phone: "15551234567",
        });

        // The onboarding: the intro, then each step with the fewest answers it takes.
        await passPractitionerIntro(page, origin);
        await chooseFourPractitionerTypes(page);
        await choose(page, /^Other/, "Other (please specify)");
        await page.getByRole("textbox", { name: /Please specify: Other/ }).fill("Doula");
        await nextTo(page, origin, "/onboarding-welcome");

        await page.getByRole("button", { name: "Got It" }).click();
        await page.getByRole("button", { name: "Perimenopause & Menopause" }).click();
        await nextTo(page, origin, "/about-your-practice");

        await answerAboutYourPractice(page, origin, certificate);

        await page.getByRole("radio", { name: /Professional/ }).click();
        await nextTo(page, origin, "/profile-setup");

        await fillPractitionerProfile(page, "44");
        await choose(page, /Recovery question/, "In which city were you born?");
        await page.getByRole("textbox", { name: /Recovery answer/ }).fill("Lyon");
        await nextTo(page, origin, "/invite-clients");

        // One client invited by e-mail, typed in.
        await page.getByRole("textbox", { name: /Name of invitee 1/ }).fill("Carmen Ortiz");
        await page.getByRole("textbox", { name: /Email or phone of invitee 1/ }).fill(clientEmail);
        await expect(finishPractitionerOnboarding(page, origin)).resolves.toEqual({
          onboarding: 200,
          invitations: 201,
        });
        const { accessToken } = await storedSession(page);
        await context.close();

        // The invited client registers from the e-mail's link and verifies, in a browser of their own.
        const clientContext = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
        const clientPage = await clientContext.newPage();
        await registerFromInvitation(
          clientPage,
          through,
          await linkFromMailbox(through, clientEmail, "/accept-invite/"),
        );
        await clientPage.goto(await linkFromMailbox(through, clientEmail, "/verify-email"));
        await clientPage.waitForURL(`${origin}/welcome/client`);
        await clientPage.getByText("Hello, Carmen").waitFor();
        await clientContext.close();

        // The certificate, uploaded through whichever instance took the onboarding, is the same
        // file through each instance (the token too is good on both: one signing key).
        const record = await fetch(`${origin}/api/coach/onboarding`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(record.status).toBe(200);
        const { data } = (await record.json()) as { data: { certificate_file: { id: string }[] } };
        expect(data.certificate_file).toHaveLength(1);
        for (const instance of instances) {
          const file = await fetch(`${instance.url}/api/coach/certificates/${data.certificate_file[0]!.id}`, {
            headers: { authorization: `Bearer ${accessToken}` },
          });
          expect(file.status).toBe(200);
          expect(file.headers.get("content-type")).toBe("application/pdf");
          expect(Buffer.from(await file.arrayBuffer()).equals(certificate)).toBe(true);
        }

        // Both instances served a fair share of the journey.
        const served = proxy!.served;
        const total = served.reduce((sum, count) => sum + count, 0);
        // The pages, their code and the API calls: far more than a handful of requests.
        expect(total).toBeGreaterThan(50);
        for (const count of served) expect(count / total).toBeGreaterThan(0.3);
      },
    );
  },
);
