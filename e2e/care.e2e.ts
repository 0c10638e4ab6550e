import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  apiLogIn,
  linkFromMailbox,
  logInOnScreen,
  signOutOnScreen,
  toastText,
  uniqueEmail,
  useServerAndBrowser,
} from "./auth-support";
import { CARE_PASSWORD, careApi, checkIn, finishClientOnboarding, newPractitioner } from "./care-support";
import type { RunningServer } from "./server";

const PHONE = { width: 375, height: 812 };
const STARTER_FULL =
  "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.";

/** Fills the invitation form's first row and sends it. */
async function inviteOnScreen(page: Page, origin: string, name: string, email: string) {
  await page.goto(`${origin}/coaches/invite`);
  await page.getByRole("textbox", { name: "Name of invitee 1" }).fill(name);
  await page.getByRole("textbox", { name: "Email or phone of invitee 1" }).fill(email);
  await page.getByRole("button", { name: /^Send invitation/ }).click();
}

describe("a practitioner and their clients (issue 18), at 375 px", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("invites a client who registers and checks in; shares a handout made from a library item, sees it opened, revokes it; the plan's limit and another practitioner's 404 hold", async () => {
    const origin = server.url;
    const coachEmail = await newPractitioner(server, "Nadia");
    const clientEmail = uniqueEmail("rosa");

    // The practitioner invites Rosa from the Clients page.
    const coachContext = await browser.newContext({ viewport: PHONE });
    const coach = await coachContext.newPage();
    await coach.goto(`${origin}/auth`);
    await logInOnScreen(coach, coachEmail, CARE_PASSWORD);
    await coach.waitForURL(`${origin}/content-manager/library`);
    await coach.goto(`${origin}/coaches`);
    await coach.getByRole("heading", { level: 1, name: "Clients" }).waitFor();
    await coach.getByText("No clients yet").waitFor();
    await inviteOnScreen(coach, origin, "Rosa Lind", clientEmail);
    await toastText(coach, "Invitation sent").waitFor();
    await coach.waitForURL(`${origin}/coaches`);
    await coach.getByText(clientEmail).waitFor();

    // Rosa registers with the link, verifies, finishes her onboarding and checks in.
    const clientContext = await browser.newContext({ viewport: PHONE });
    const client = await clientContext.newPage();
    await client.goto(await linkFromMailbox(server, clientEmail, "/accept-invite/"));
    await client.getByRole("heading", { name: "Sign Up" }).waitFor();
    await client.getByLabel("Phone number").fill("15557654321");
    await client.getByLabel("Create password").fill(CARE_PASSWORD);
    await client.getByLabel("Repeat password").fill(CARE_PASSWORD);
    await client.getByRole("button", { name: "Proceed" }).click();
    await client.waitForURL(`${origin}/verify-email`);
    await client.goto(await linkFromMailbox(server, clientEmail, "/verify-email"));
    await client.waitForURL(`${origin}/welcome/client`);
    const clientToken = await apiLogIn(server, clientEmail, CARE_PASSWORD);
    await finishClientOnboarding(server, clientToken);
    await checkIn(server, clientToken, 3);
    const care = await careApi(server, clientToken, "GET", "/client/care");
    expect(care.json.practitioner).toEqual({ name: "Nadia Practitioner" });

    // The practitioner sees her on the list and her check-in on her page.
    await coach.goto(`${origin}/coaches`);
    const rosaLink = coach.getByRole("link", { name: "Rosa Lind" });
    await rosaLink.waitFor();
    await rosaLink.click();
    await coach.waitForURL(/\/coaches\/clients\/[0-9a-f-]+/);
    const clientId = new URL(coach.url()).pathname.split("/")[3]!;
    await coach.getByRole("heading", { level: 1, name: "Rosa Lind" }).waitFor();
    await coach.getByText("Latest check-in").waitFor();
    await coach.getByText(/MRS total on/).waitFor();

    // A handout made from a published library item, shared with Rosa.
    await coach.goto(`${origin}/coaches/handouts/new`);
    await coach.getByRole("heading", { level: 1, name: "New handout" }).waitFor();
    const search = coach.getByRole("searchbox", { name: "Search the library" });
    await search.fill("hot flushes");
    await search.press("Enter");
    const results = coach.getByRole("list", { name: "Published library items" });
    await results.waitFor();
    await results
      .getByRole("button", { name: /^Use this item/ })
      .first()
      .click();
    await coach.getByText(/^From the library:/).waitFor();
    const title = coach.getByRole("textbox", { name: "Title" });
    await expect.poll(() => title.inputValue()).not.toBe("");
    await title.fill("Rosa's hot flush plan");
    await coach.getByRole("button", { name: "Save", exact: true }).click();
    await toastText(coach, "Handout saved").waitFor();
    await coach.waitForURL(/\/coaches\/handouts\/[0-9a-f-]+$/);
    const handoutId = new URL(coach.url()).pathname.split("/").pop()!;
    // A saved handout takes attachments.
    await coach.locator('input[type="file"]').setInputFiles({
      name: "cooling-plan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
    });
    await coach.getByRole("list", { name: "Attachments" }).getByText("cooling-plan.pdf").waitFor();

    await coach.goto(`${origin}/coaches/handouts`);
    await coach.getByRole("button", { name: "Share… 'Rosa's hot flush plan'" }).click();
    const share = coach.getByRole("dialog", { name: "Share 'Rosa's hot flush plan'" });
    await share.getByRole("checkbox", { name: "Rosa Lind" }).check();
    await share.getByRole("button", { name: "Share", exact: true }).click();
    await toastText(coach, "Shared with Rosa Lind").waitFor();

    // Rosa (signed in since her verification, on her onboarding's first page) signs in again now
    // that her onboarding is done, and reads it from her snapshot.
    await signOutOnScreen(client, origin);
    await logInOnScreen(client, clientEmail, CARE_PASSWORD);
    await client.waitForURL(`${origin}/health-snapshot`);
    const shared = client.getByRole("list", { name: "Shared with you" });
    await shared.getByRole("link", { name: "Rosa's hot flush plan" }).click();
    await client.waitForURL(`${origin}/shared/handouts/${handoutId}`);
    await client.getByRole("heading", { level: 1, name: "Rosa's hot flush plan" }).waitFor();
    const download = client.waitForEvent("download");
    await client.getByRole("button", { name: /cooling-plan\.pdf$/ }).click();
    expect((await download).suggestedFilename()).toBe("cooling-plan.pdf");

    // The practitioner sees it opened, and revokes it.
    await coach.reload();
    await coach.getByRole("button", { name: "Who has access to 'Rosa's hot flush plan'" }).click();
    const access = coach.getByRole("dialog", { name: "Who has access to 'Rosa's hot flush plan'" });
    await access.getByText(/^Opened /).waitFor();
    await access.getByRole("button", { name: "Revoke Rosa Lind's access" }).click();
    await access.getByRole("button", { name: "Revoke access" }).click();
    await access.getByText("Not shared with anyone").waitFor();

    // Rosa can no longer open it.
    await client.reload();
    await client.getByText("This is no longer shared with you").waitFor();

    // Starter: Rosa and two more invitations fill the plan; a fourth is refused with the limit's message.
    const coachToken = await apiLogIn(server, coachEmail, CARE_PASSWORD);
    const more = await careApi(server, coachToken, "POST", "/coach/invite-client", {
      invitees: [
        { name: "Second Person", email: uniqueEmail("second") },
        { name: "Third Person", email: uniqueEmail("third") },
      ],
    });
    expect(more.status).toBe(201);
    await inviteOnScreen(coach, origin, "Fourth Person", uniqueEmail("fourth"));
    await coach.getByText(STARTER_FULL).first().waitFor();
    expect(coach.url()).toBe(`${origin}/coaches/invite`);

    // Another practitioner cannot open Rosa's page: the API answers 404, the page says so.
    const otherEmail = await newPractitioner(server, "Olga");
    const otherToken = await apiLogIn(server, otherEmail, CARE_PASSWORD);
    const refused = await careApi(server, otherToken, "GET", `/coach/client/${clientId}/profile`);
    expect(refused.status).toBe(404);
    await signOutOnScreen(coach, origin);
    await logInOnScreen(coach, otherEmail, CARE_PASSWORD);
    await coach.waitForURL(`${origin}/content-manager/library`);
    await coach.goto(`${origin}/coaches/clients/${clientId}`);
    await coach.getByRole("heading", { level: 1, name: "No such client" }).waitFor();
    await expect(coach.getByText("Rosa Lind").count()).resolves.toBe(0);

    await coachContext.close();
    await clientContext.close();
  });
});
