import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiLogIn, DEMO_PASSWORD, logInOnScreen, toastTitled, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

/**
 * The content library's whole journey (issue: content library): a practitioner writes and submits
 * an item, a reviewer asks for a second review, the second reviewer sends it back, the author
 * resubmits, it is approved and published, a client finds and reads it with its reviewers' names,
 * and a later edit of the live item stays unseen until it is published in turn.
 */
describe("content library journey", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  const title = `Cooling the bedroom for better sleep ${Date.now()}`;
  const firstText = "Keep the bedroom cool and dark. A fan and light layers help with night sweats.";
  const revisedText = `${firstText} Cotton or bamboo sheets breathe better than synthetic ones.`;
  const liveEdit = `${revisedText} A cool shower before bed can help some people fall asleep.`;

  async function signedIn(email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    return page;
  }

  const reviewPanel = (page: Page) => page.getByRole("complementary", { name: "Review" });

  async function chooseReviewer(page: Page, field: "Reviewer" | "Second reviewer", name: string) {
    await reviewPanel(page).getByRole("combobox", { name: field, exact: true }).click();
    await page.getByRole("option", { name }).click();
  }

  /** Rae takes the submitted item, approves it and publishes it. */
  async function reviewAndPublish(reviewer: Page) {
    await reviewer.reload();
    await chooseReviewer(reviewer, "Reviewer", "Rae Reviewer");
    await reviewPanel(reviewer).getByRole("button", { name: "Assign reviewer" }).click();
    await toastTitled(reviewer, "Reviewer assigned").waitFor();
    await reviewPanel(reviewer).getByRole("button", { name: "Approve" }).click();
    await toastTitled(reviewer, "Approved").waitFor();
    await reviewPanel(reviewer).getByRole("button", { name: "Publish" }).click();
    await toastTitled(reviewer, "Published").waitFor();
  }

  async function actOnItem(token: string, id: string, body: object) {
    return fetch(`${server.url}/api/content/${id}/status`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  }

  it("goes from a draft to a published article a client reads, and back through review for a change", async () => {
    // The practitioner writes an item with a source and submits it.
    const author = await signedIn("practitioner@example.com");
    await author.waitForURL(`${server.url}/content-manager/library`);
    await author.getByRole("link", { name: "New item" }).click();
    await author.waitForURL(`${server.url}/content-manager/library/new`);
    await author.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await author
      .getByRole("textbox", { name: "Summary" })
      .fill("Simple changes to the bedroom that make night sweats easier.");
    await author.getByRole("textbox", { name: "Document text" }).fill(firstText);
    await author.getByRole("button", { name: "Add a source" }).click();
    await author
      .getByRole("textbox", { name: "Title of source 1" })
      .fill("Menopause: diagnosis and management (NG23)");
    await author.getByRole("textbox", { name: "Publisher of source 1" }).fill("NICE");
    await author.getByRole("textbox", { name: "Year of source 1" }).fill("2024");
    await author
      .getByRole("textbox", { name: "Web address of source 1" })
      .fill("https://www.nice.org.uk/guidance/ng23");
    await author.getByRole("button", { name: "Submit for review" }).click();
    await author.waitForURL(/\/content-manager\/library\/[0-9a-f-]{36}$/);
    await toastTitled(author, "Submitted for review").waitFor();
    const id = author.url().split("/").pop()!;
    const itemUrl = `${server.url}/content-manager/library/${id}`;

    // A reviewer takes it and asks for a second review.
    const reviewer = await signedIn("reviewer@example.com");
    await reviewer.goto(itemUrl);
    await reviewer.getByRole("heading", { level: 1, name: title }).waitFor();
    await chooseReviewer(reviewer, "Reviewer", "Rae Reviewer");
    await reviewPanel(reviewer).getByRole("button", { name: "Assign reviewer" }).click();
    await toastTitled(reviewer, "Reviewer assigned").waitFor();

    // The author cannot approve their own item: no button, and the API refuses.
    await author.reload();
    await reviewPanel(author).waitFor();
    expect(await reviewPanel(author).getByRole("button", { name: "Approve" }).count()).toBe(0);
    const authorToken = await apiLogIn(server, "practitioner@example.com", DEMO_PASSWORD);
    expect((await actOnItem(authorToken, id, { action: "approve" })).status).toBe(403);

    await chooseReviewer(reviewer, "Second reviewer", "Sam Admin");
    await reviewPanel(reviewer).getByRole("button", { name: "Ask for a second review" }).click();
    await toastTitled(reviewer, "Second review requested").waitFor();

    // The second reviewer sends it back with a comment; an empty comment is refused first.
    const second = await signedIn("admin@example.com");
    await second.goto(itemUrl);
    await reviewPanel(second).getByRole("button", { name: "Send back" }).click();
    await reviewPanel(second).getByRole("button", { name: "Send back" }).click();
    await reviewPanel(second).getByText("Add a comment saying what to change").waitFor();
    await reviewPanel(second).getByLabel("What should change?").fill("Add a line about bedding materials.");
    await reviewPanel(second).getByRole("button", { name: "Send back" }).click();
    await toastTitled(second, "Sent back to the author").waitFor();

    // The author reads the comment, edits and resubmits.
    await author.reload();
    await author.getByText("Add a line about bedding materials.").first().waitFor();
    await author.getByRole("textbox", { name: "Document text" }).fill(revisedText);
    await author.getByRole("button", { name: "Submit for review" }).click();
    await toastTitled(author, "Submitted for review").waitFor();

    // The reviewer approves and publishes it.
    await reviewAndPublish(reviewer);

    // A client on a phone finds it by search and reads it with its reviewer's name.
    const client = await signedIn("client@example.com", { width: 375, height: 812 });
    await client.waitForURL(`${server.url}/health-snapshot`);
    await client.getByRole("button", { name: "Menu", exact: true }).click();
    await client.getByRole("dialog").getByRole("link", { name: "Library" }).click();
    await client.waitForURL(`${server.url}/library`);
    await client.getByLabel("Search articles").fill(title);
    await client.getByRole("button", { name: "Search" }).click();
    await client.waitForURL((url) => url.pathname === "/library" && url.searchParams.get("q") === title);
    // The address changes at once, while the previous list still shows; 'Clear search' appears with
    // the search's results, which can move the list down: click only once they are in.
    await client.getByRole("button", { name: "Clear search" }).waitFor();
    const results = client.getByRole("list", { name: "Articles" });
    // Its exact title ranks it first.
    const first = results.getByRole("listitem").first();
    await expect.poll(() => first.getByRole("link").textContent()).toBe(title);
    await first.getByRole("link", { name: title }).click();
    await client.waitForURL(`${server.url}/library/${id}`);
    await client.getByRole("heading", { level: 1, name: title }).waitFor();
    await client
      .getByText(/^Reviewed by Rae Reviewer and Sam Admin on |^Reviewed by Rae Reviewer on /)
      .waitFor();
    await client.getByText("Cotton or bamboo sheets breathe better").waitFor();

    // The author edits the live item: the client keeps reading the published text.
    await author.reload();
    await author.getByRole("textbox", { name: "Document text" }).fill(liveEdit);
    await author.getByRole("button", { name: "Save draft" }).click();
    await toastTitled(author, "Draft saved").waitFor();
    await client.reload();
    await client.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await client.getByText("A cool shower before bed").count()).toBe(0);

    // Once the revision is reviewed and published, the client reads the new text.
    await author.getByRole("button", { name: "Submit for review" }).click();
    await toastTitled(author, "Submitted for review").waitFor();
    await reviewAndPublish(reviewer);
    await client.reload();
    await client.getByText("A cool shower before bed").waitFor();

    for (const page of [author, reviewer, second, client]) await page.close();
  }, 180_000);

  it("attaches a PDF to a saved draft, opens it with the author's credentials, refuses a file that is not one, and removes it", async () => {
    const author = await signedIn("practitioner@example.com");
    await author.goto(`${server.url}/content-manager/library/new`);
    await author.getByRole("textbox", { name: "Title", exact: true }).fill(`Sleep diary ${Date.now()}`);
    await author.getByRole("button", { name: "Save draft" }).click();
    await author.waitForURL(/\/content-manager\/library\/[0-9a-f-]{36}$/);
    await toastTitled(author, "Draft saved").waitFor();

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    await author.locator('input[type="file"]').setInputFiles({
      name: "sleep-diary.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    const files = author.getByRole("list", { name: "Attachments" });
    await files.getByRole("button", { name: "sleep-diary.pdf", exact: true }).waitFor();

    const download = author.waitForEvent("download");
    await files.getByRole("button", { name: "sleep-diary.pdf", exact: true }).click();
    expect((await download).suggestedFilename()).toBe("sleep-diary.pdf");

    // A page saved as .pdf is still HTML: refused by its bytes, with the message.
    await author.locator('input[type="file"]').setInputFiles({
      name: "not-really.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await author.getByText("Attach a PDF, PNG or JPEG file").first().waitFor();
    expect(await files.getByRole("button", { name: "not-really.pdf", exact: true }).count()).toBe(0);

    await files.getByRole("button", { name: "Remove sleep-diary.pdf" }).click();
    await expect
      .poll(() => files.getByRole("button", { name: "sleep-diary.pdf", exact: true }).count())
      .toBe(0);
    await author.close();
  });
});
