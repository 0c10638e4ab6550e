import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  apiLogIn,
  DEMO_PASSWORD,
  linkFromMailbox,
  logInOnScreen,
  registerFromInvitation,
  toastText,
  toastTitled,
  uniqueEmail,
  useServerAndBrowser,
} from "./auth-support";
import { storedSession } from "./onboarding-support";
import type { RunningServer } from "./server";

/** The seeded practitioner (verified, onboarding finished, Professional plan) invites one client by e-mail. */
async function inviteAsSeededPractitioner(server: RunningServer, name: string, email: string) {
  const coachToken = await apiLogIn(server, "practitioner@example.com", DEMO_PASSWORD);
  const invited = await fetch(`${server.url}/api/coach/invite-client`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${coachToken}` },
    body: JSON.stringify({ invitees: [{ name, email }] }),
  });
  expect(invited.status).toBe(201);
}

/** The invitation token at the end of an /accept-invite/ link. */
const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;

describe("registering a client from a practitioner's invitation", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("prefills the form from the invitation, then verifies and lands on /welcome/client", async () => {
    // The seeded practitioner (verified, onboarding finished) invites a client through the API.
    const coachToken = await apiLogIn(server, "practitioner@example.com", DEMO_PASSWORD);
    const email = uniqueEmail("carmen");
    const invited = await fetch(`${server.url}/api/coach/invite-client`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${coachToken}` },
      body: JSON.stringify({ invitees: [{ name: "Carmen Ortiz", email, phone_number: "15557654321" }] }),
    });
    expect(invited.status).toBe(201);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(await linkFromMailbox(server, email, "/accept-invite/"));
    await page.getByRole("heading", { name: "Sign Up" }).waitFor();
    await expect(page.getByRole("button", { name: "Back" }).count()).resolves.toBe(0);
    const name = page.getByLabel("Full name");
    await expect.poll(() => name.inputValue()).toBe("Carmen Ortiz");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
    await expect(page.getByLabel("Phone number").inputValue()).resolves.toBe("+1 (555) 765-4321");

    await page.getByLabel("Create password").fill("quiet-forest-7");
    await page.getByLabel("Repeat password").fill("quiet-forest-7");
    await page.getByRole("button", { name: "Proceed" }).click();
    await page.waitForURL(`${server.url}/verify-email`);
    await toastTitled(page, "Register successful").waitFor();

    await page.goto(await linkFromMailbox(server, email, "/verify-email"));
    await page.waitForURL(`${server.url}/welcome/client`);
    // The client onboarding's first step, greeting the invited client by name.
    await page.getByRole("heading", { name: "Welcome to A Healthy Menopause Transformation" }).waitFor();
    await page.getByText("Hello, Carmen").waitFor();
    await page.close();
  });

  it("sends an invalid invitation to Log in with the spec's toast", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/accept-invite/${"0".repeat(64)}`);
    await page.waitForURL(`${server.url}/auth`);
    await toastTitled(page, "Invalid or expired invitation").waitFor();
    await toastText(page, "Please check your invite link or request a new one.").waitFor();
    await page.close();
  });

  it("tells an unverified account so at Log in, and whether a new verification e-mail went out", async () => {
    const email = uniqueEmail("unverified");
    const signup = await fetch(`${server.url}/api/user/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Una Verified",
        email,
        phone_number: "15550001111",
        password: "patient-owl-3",
        roleID: 3,
      }),
    });
    expect(signup.status).toBe(201);

    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, email, "wrong-password");
    await page.getByText("Wrong email or password").waitFor();
    await logInOnScreen(page, email, "patient-owl-3");
    await page.getByText("Verify your email first").waitFor();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    // Signed up a moment ago: the sign-up's e-mail holds a resend back, and the page says so.
    await toastTitled(page, "No new email yet").waitFor();
    await page.getByRole("button", { name: /Resend in \d+s/ }).waitFor();
    await page.close();
  });
});

describe("an invitation accepted by the server for the invited address", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("links the client when the verification link is opened in another browser", async () => {
    const email = uniqueEmail("dana");
    await inviteAsSeededPractitioner(server, "Dana Whitfield", email);
    const link = await linkFromMailbox(server, email, "/accept-invite/");

    // Registers on one device (a laptop, say)…
    const registering = await browser.newContext();
    await registerFromInvitation(await registering.newPage(), server, link);
    await registering.close();

    // …and opens the verification e-mail on another, which knows nothing of the invitation.
    const verifying = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await verifying.newPage();
    const acceptCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/client/accept-coach-invite")) acceptCalls.push(request.url());
    });
    await page.goto(await linkFromMailbox(server, email, "/verify-email"));
    await page.waitForURL(`${server.url}/welcome/client`);
    expect(acceptCalls).toEqual([]);

    // The server accepted it at verification: the invitation is used up, and accepting it again
    // (as the registering browser would) confirms the link to the practitioner.
    const details = await fetch(`${server.url}/api/client/invitation-details/${tokenOf(link)}`);
    expect(details.status).toBe(404);
    const { accessToken } = await storedSession(page);
    const accepted = await fetch(`${server.url}/api/client/accept-coach-invite`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ token: tokenOf(link) }),
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ coach: { name: "Priya Practitioner" } });
    await verifying.close();
  });

  it("tells a person who registered with another address that the invitation is not theirs", async () => {
    const invited = uniqueEmail("invited");
    await inviteAsSeededPractitioner(server, "Ines Invited", invited);
    const link = await linkFromMailbox(server, invited, "/accept-invite/");

    const context = await browser.newContext();
    const page = await context.newPage();
    const other = uniqueEmail("other");
    await registerFromInvitation(page, server, link, other);
    await page.goto(await linkFromMailbox(server, other, "/verify-email"));
    await toastTitled(page, "Invitation not accepted").waitFor();
    await toastText(
      page,
      "This invitation was sent to another email address. Sign in with the address it was sent to, or ask your practitioner to invite this one.",
    ).waitFor();
    await page.waitForURL(`${server.url}/welcome/client`);

    // Still open for the person it was sent to.
    const details = await fetch(`${server.url}/api/client/invitation-details/${tokenOf(link)}`);
    expect(details.status).toBe(200);
    await context.close();
  });
});
