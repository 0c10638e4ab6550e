import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  DEMO_PASSWORD,
  linkFromMailbox,
  logInOnScreen,
  uniqueEmail,
  useServerAndBrowser,
} from "./auth-support";
import { CARE_PASSWORD, newPractitioner } from "./care-support";
import type { RunningServer } from "./server";

const PHONE = { width: 375, height: 812 };

/**
 * The demo Super Admin, on a phone, makes one person a Reviewer and deactivates another who has
 * a page open elsewhere (that page loses its session at its next load), then finds both actions
 * in the audit log.
 */
describe("people in Administration", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  /** A verified client made through the API: answers their e-mail. */
  async function newClient(name: string): Promise<string> {
    const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "."));
    const signup = await fetch(`${server.url}/api/user/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, email, phone_number: "15551230000", password: CARE_PASSWORD, roleID: 3 }),
    });
    expect(signup.status).toBe(201);
    const link = new URL(await linkFromMailbox(server, email, "/verify-email"));
    const verified = await fetch(`${server.url}/api/user/complete-signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, token: link.searchParams.get("token") }),
    });
    expect(verified.status).toBe(200);
    return email;
  }

  /** Finds a person by e-mail on the People page and opens them; answers the dialog. */
  async function openPerson(page: Page, email: string, name: string) {
    const search = page.getByRole("searchbox", { name: "Name or e-mail" });
    await search.fill(email);
    await search.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === email);
    await page.getByRole("button", { name: `Open ${name}` }).click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.waitFor();
    return dialog;
  }

  it("makes a Reviewer, deactivates a signed-in person, and finds both in the audit log", async () => {
    const reviewerEmail = await newClient("Rowan Reviewer");
    const practitionerEmail = await newPractitioner(server, "Dana");

    // The practitioner is signed in on another device.
    const elsewhere = await browser.newContext({ viewport: PHONE });
    const theirPage = await elsewhere.newPage();
    await theirPage.goto(`${server.url}/auth`);
    await logInOnScreen(theirPage, practitionerEmail, CARE_PASSWORD);
    await theirPage.waitForURL((url) => !url.pathname.startsWith("/auth"));

    const adminContext = await browser.newContext({ viewport: PHONE });
    const page = await adminContext.newPage();
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, "admin@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "People and records" })
      .getByRole("link", { name: /^People/ })
      .click();
    await page.waitForURL(`${server.url}/admin/people`);
    await page.getByRole("heading", { level: 1, name: "People" }).waitFor();

    // Make the client a Reviewer.
    let dialog = await openPerson(page, reviewerEmail, "Rowan Reviewer");
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Reviewer" }).click();
    await dialog.getByRole("button", { name: "Save role" }).click();
    // The dialog shows the stored role.
    await expect.poll(() => dialog.locator("dd").first().textContent()).toBe("Reviewer");
    await dialog.getByRole("button", { name: "Close modal" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Deactivate the practitioner, who is signed in elsewhere.
    dialog = await openPerson(page, practitionerEmail, "Dana Practitioner");
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await dialog.getByRole("button", { name: "Yes, deactivate" }).click();
    await dialog.getByRole("button", { name: "Reactivate" }).waitFor();
    await dialog.getByRole("button", { name: "Close modal" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Their next data load fails and the session ends: the server refused it, so they return to
    // Log in (remembering the page); signing in again is refused with the reason.
    await theirPage.reload();
    await theirPage.waitForURL((url) => url.pathname === "/auth" && url.searchParams.has("next"));
    await logInOnScreen(theirPage, practitionerEmail, CARE_PASSWORD);
    await theirPage.getByText("This account is deactivated. Contact your administrator.").first().waitFor();

    // Both actions are in the audit log.
    await page.getByRole("link", { name: "Administration" }).first().click();
    await page.waitForURL(`${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "People and records" })
      .getByRole("link", { name: /^Audit log/ })
      .click();
    await page.waitForURL(`${server.url}/admin/audit-log`);
    const table = page.getByRole("table", { name: "Audit log entries, the newest first" });
    const whose = page.getByRole("textbox", { name: "Whose (e-mail or id)" });

    await whose.fill(reviewerEmail);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("subject") === reviewerEmail);
    await expect.poll(() => table.getByRole("row").nth(1).textContent()).toMatch(/Changed a role/);
    await expect(table.getByRole("row").nth(1).textContent()).resolves.toMatch(/Client to Reviewer/);

    await whose.fill(practitionerEmail);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("subject") === practitionerEmail);
    await expect.poll(() => table.getByRole("row").nth(1).textContent()).toMatch(/Deactivated a person/);

    await elsewhere.close();
    await adminContext.close();
  });
});
