import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiLogIn, DEMO_PASSWORD, logInOnScreen, toastTitled, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

/**
 * The content library's whole journey (issue: content library), on a phone (375 × 812) for every
 * role: a practitioner writes and submits an item, a reviewer asks for a second review, the second
 * reviewer sends it back, the author resubmits, it is approved and published, a client finds and
 * reads it with its reviewers' names, and a later edit of the live item stays unseen by the client
 * until it is published in turn. The desktop layouts (the library's table, the editor with its
 * preview beside the text, the review panel beside the editor) are the other tests' viewport.
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

  const DESKTOP = { width: 1280, height: 800 };
  const PHONE = { width: 375, height: 812 };

  async function signedIn(email: string, viewport = DESKTOP): Promise<Page> {
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

  /** Rae takes the submitted item and approves it. */
  async function assignAndApprove(reviewer: Page) {
    await reviewer.reload();
    await chooseReviewer(reviewer, "Reviewer", "Rae Reviewer");
    await reviewPanel(reviewer).getByRole("button", { name: "Assign reviewer" }).click();
    await toastTitled(reviewer, "Reviewer assigned").waitFor();
    await reviewPanel(reviewer).getByRole("button", { name: "Approve" }).click();
    await toastTitled(reviewer, "Approved").waitFor();
  }

  async function publish(reviewer: Page) {
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

  /** The client reloads the article: its title, and whether the live edit's sentence shows. */
  async function clientReadsEdit(client: Page): Promise<boolean> {
    await client.reload();
    await client.getByRole("heading", { level: 1, name: title }).waitFor();
    await client.getByText("Cotton or bamboo sheets breathe better").waitFor();
    return (await client.getByText("A cool shower before bed").count()) > 0;
  }

  it("goes from a draft to a published article a client reads, and back through review for a change, every role on a phone", async () => {
    // The practitioner, on a phone, reaches the library through the menu sheet and writes an item.
    const author = await signedIn("practitioner@example.com", PHONE);
    await author.waitForURL(`${server.url}/content-manager/library`);
    await author.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = author.getByRole("dialog");
    await menu.getByRole("link", { name: "Library" }).click();
    await menu.waitFor({ state: "hidden" });
    await author.getByRole("link", { name: "New item" }).click();
    await author.waitForURL(`${server.url}/content-manager/library/new`);
    await author.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await author
      .getByRole("textbox", { name: "Summary" })
      .fill("Simple changes to the bedroom that make night sweats easier.");
    await author.getByRole("textbox", { name: "Document text" }).fill(firstText);
    // Below 1024 px the text and its preview are Write / Preview tabs.
    const documentView = author.getByRole("tablist", { name: "Document view" });
    await documentView.getByRole("tab", { name: "Preview" }).click();
    await author.getByRole("region", { name: "Preview" }).getByText(firstText).waitFor();
    expect(await author.getByRole("textbox", { name: "Document text" }).isVisible()).toBe(false);
    await documentView.getByRole("tab", { name: "Write" }).click();
    await author.getByRole("textbox", { name: "Document text" }).waitFor();
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

    // A reviewer on a phone finds it among the library's cards, takes it and asks for a second
    // review.
    const reviewer = await signedIn("reviewer@example.com", PHONE);
    await reviewer.waitForURL(`${server.url}/content-manager/library`);
    // A Reviewer's library opens on In-Review, 'Assigned to me': nobody has taken this item yet.
    await reviewer.getByRole("tab", { name: /^In-Review/, selected: true }).waitFor();
    const mine = reviewer.getByRole("switch", { name: "Assigned to me" });
    expect(await mine.isChecked()).toBe(true);
    await mine.click();
    await reviewer.getByRole("list", { name: "In-Review items" }).getByRole("link", { name: title }).click();
    await reviewer.waitForURL(itemUrl);
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

    // The second reviewer, on a phone too, sends it back with a comment; an empty one is refused first.
    const second = await signedIn("admin@example.com", PHONE);
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
    await assignAndApprove(reviewer);
    await publish(reviewer);

    // A client on a phone finds it by search and reads it with its reviewer's name.
    const client = await signedIn("client@example.com", PHONE);
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
    // Opened from the search, the article's address keeps the search (its back link returns there).
    await client.waitForURL(
      (url) => url.pathname === `/library/${id}` && url.searchParams.get("q") === title,
    );
    await client.getByRole("heading", { level: 1, name: title }).waitFor();
    await client
      .getByText(/^Reviewed by Rae Reviewer and Sam Admin on |^Reviewed by Rae Reviewer on /)
      .waitFor();
    await client.getByText("Cotton or bamboo sheets breathe better").waitFor();

    // The author edits the live item: the client keeps reading the published text while the
    // revision is a draft, once it is submitted, and once it is approved.
    await author.reload();
    await author.getByRole("textbox", { name: "Document text" }).fill(liveEdit);
    await author.getByRole("button", { name: "Save draft" }).click();
    await toastTitled(author, "Draft saved").waitFor();
    expect(await clientReadsEdit(client)).toBe(false);

    await author.getByRole("button", { name: "Submit for review" }).click();
    await toastTitled(author, "Submitted for review").waitFor();
    expect(await clientReadsEdit(client)).toBe(false);

    await assignAndApprove(reviewer);
    expect(await clientReadsEdit(client)).toBe(false);

    // Once the revision is published, the client reads the new text.
    await publish(reviewer);
    await client.reload();
    await client.getByText("A cool shower before bed").waitFor();

    for (const page of [author, reviewer, second, client]) await page.close();
  }, 240_000);

  it("never lets a Super Admin review their own item: no review buttons, and the API answers 403", async () => {
    const ownTitle = `Paced breathing for hot flushes ${Date.now()}`;
    const admin = await signedIn("admin@example.com");
    await admin.goto(`${server.url}/content-manager/library/new`);
    await admin.getByRole("textbox", { name: "Title", exact: true }).fill(ownTitle);
    await admin.getByRole("textbox", { name: "Document text" }).fill("Slow breathing can ease a hot flush.");
    await admin.getByRole("button", { name: "Add a source" }).click();
    await admin
      .getByRole("textbox", { name: "Title of source 1" })
      .fill("Menopause: diagnosis and management");
    await admin.getByRole("textbox", { name: "Publisher of source 1" }).fill("NICE");
    await admin.getByRole("textbox", { name: "Year of source 1" }).fill("2024");
    await admin.getByRole("button", { name: "Submit for review" }).click();
    await admin.waitForURL(/\/content-manager\/library\/[0-9a-f-]{36}$/);
    await toastTitled(admin, "Submitted for review").waitFor();
    const id = admin.url().split("/").pop()!;

    // Another Super Admin would assign or send back here; its author is told why they cannot.
    const panel = reviewPanel(admin);
    await panel.getByText("you cannot review your own item", { exact: false }).waitFor();
    for (const name of ["Assign reviewer", "Send back", "Approve"]) {
      expect(await panel.getByRole("button", { name }).count()).toBe(0);
    }
    const adminToken = await apiLogIn(server, "admin@example.com", DEMO_PASSWORD);
    const reviewerToken = await apiLogIn(server, "reviewer@example.com", DEMO_PASSWORD);
    const reviewers = (await (
      await fetch(`${server.url}/api/user/reviewers`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).json()) as { reviewers: { id: string; name: string }[] };
    const rae = reviewers.reviewers.find((person) => person.name === "Rae Reviewer")!;
    const selfAssign = await actOnItem(adminToken, id, { action: "assign", reviewerId: rae.id });
    expect(selfAssign.status).toBe(403);
    expect(((await selfAssign.json()) as { message: string }).message).toBe(
      "You cannot review your own item",
    );

    // Rae takes it: its author, a Super Admin, still finds no Approve button and is refused.
    expect((await actOnItem(reviewerToken, id, { action: "assign", reviewerId: rae.id })).status).toBe(200);
    await admin.reload();
    await panel.getByText("Rae Reviewer is reviewing the item; you cannot review your own item.").waitFor();
    expect(await panel.getByRole("button", { name: "Approve" }).count()).toBe(0);
    const approve = await actOnItem(adminToken, id, { action: "approve" });
    expect(approve.status).toBe(403);
    expect(((await approve.json()) as { message: string }).message).toBe("You cannot review your own item");
    await admin.close();
  });

  it("attaches a PDF to a saved draft, opens it with the author's credentials, refuses a file that is not one, and removes it", async () => {
    const author = await signedIn("practitioner@example.com");
    await author.goto(`${server.url}/content-manager/library/new`);
    const draftTitle = `Sleep diary ${Date.now()}`;
    await author.getByRole("textbox", { name: "Title", exact: true }).fill(draftTitle);
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

    // From 1024 px the library is a table: the draft is a row under Draft, its title a link.
    await author.goto(`${server.url}/content-manager/library`);
    await author.getByRole("tab", { name: /^Draft/ }).click();
    const row = author
      .getByRole("table", { name: "Drafts" })
      .getByRole("row", { name: new RegExp(draftTitle) });
    await row.getByRole("link", { name: draftTitle }).click();
    await author.waitForURL(/\/content-manager\/library\/[0-9a-f-]{36}$/);
    await author.close();
  });
});
