import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiLogIn, DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

const CLIENT = "client@example.com";

/** A call to the API with the client's token; answers the JSON. */
async function api<T>(server: RunningServer, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The tree of the Saved page. */
const folderTree = (page: Page) => page.getByRole("tree", { name: "Your folders" });

describe("Saved: folders of saved answers and library items (demo client)", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("saves a library item into a new folder, finds it in /saved, nests, moves by keyboard, renames, deletes, and shows a saved answer with its citations", async () => {
    const token = await apiLogIn(server, CLIENT, DEMO_PASSWORD);
    const published = await api<{ items: { id: string; title: string }[] }>(
      server,
      token,
      "/content/published?pageSize=1",
    );
    const article = published.items[0]!;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const origin = server.url;
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, CLIENT, DEMO_PASSWORD);
    await page.waitForURL(`${origin}/health-snapshot`);

    // The reader's Save: a new folder made in the dialog, then the item saved into it.
    await page.goto(`${origin}/library/${article.id}`);
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    await page.getByRole("article").getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Save to a folder" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "New folder" }).click();
    await dialog.getByRole("textbox", { name: "New folder's name" }).fill("Sleep");
    await dialog.getByRole("textbox", { name: "New folder's name" }).press("Enter");
    await dialog.getByRole("treeitem", { name: "Sleep", selected: true }).waitFor();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("heading", { name: "Saved" }).waitFor();
    await page.getByText(`'${article.title}' is saved in 'Sleep'.`).waitFor();

    // It is in /saved, in Sleep.
    await page.getByRole("link", { name: "Open 'Sleep'" }).click();
    await page.waitForURL(/\/saved\?folder=/);
    const sleepId = new URL(page.url()).searchParams.get("folder")!;
    await page.getByRole("heading", { level: 2, name: "Sleep" }).waitFor();
    const inSleep = page.getByRole("list", { name: "Saved in 'Sleep'" });
    const saved = inSleep.getByRole("article", { name: article.title });
    await saved.waitFor();
    await expect(saved.getByRole("link", { name: article.title }).getAttribute("href")).resolves.toBe(
      `/library/${article.id}`,
    );

    // A folder inside Sleep, from the folder's menu.
    await page.getByRole("button", { name: "Folder actions for 'Sleep'" }).click();
    await page.getByRole("menuitem", { name: "New folder inside" }).click();
    const create = page.getByRole("dialog", { name: "New folder in 'Sleep'" });
    await create.getByRole("textbox", { name: "Folder name" }).fill("Nights");
    await create.getByRole("button", { name: "Create folder" }).click();
    const nights = folderTree(page).getByRole("treeitem", { name: "Nights" });
    await nights.waitFor();
    await expect(nights.getAttribute("aria-level")).resolves.toBe("2");

    // Back in Sleep, the item moves to Nights the keyboard way: its menu, Move to…, the picker.
    const sleep = folderTree(page).getByRole("treeitem", { name: "Sleep" });
    await sleep.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Sleep" }).waitFor();
    const actions = page.getByRole("button", { name: `Actions for '${article.title}'` });
    await actions.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Move to…" }).waitFor();
    await page.getByRole("menuitem", { name: "Move to…" }).focus();
    await page.keyboard.press("Enter");
    const move = page.getByRole("dialog", { name: `Move '${article.title}' to…` });
    const picker = move.getByRole("tree", { name: "Folders to move to" });
    await picker.getByRole("treeitem", { name: "Sleep" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await picker.getByRole("treeitem", { name: "Nights", selected: true }).waitFor();
    await move.getByRole("button", { name: "Move here" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`Moved '${article.title}' to 'Nights'.`).waitFor();
    await page.getByRole("heading", { name: "Nothing saved here yet" }).waitFor();
    await nights.click();
    await page
      .getByRole("list", { name: "Saved in 'Nights'" })
      .getByRole("article", { name: article.title })
      .waitFor();

    // Renamed in the tree with F2.
    await nights.focus();
    await page.keyboard.press("F2");
    const rename = page.getByRole("textbox", { name: "New name for 'Nights'" });
    await rename.fill("Night sweats");
    await rename.press("Enter");
    await folderTree(page).getByRole("treeitem", { name: "Night sweats" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Night sweats" }).waitFor();

    // Deleted after the confirmation that says what goes with it.
    await page.getByRole("button", { name: "Folder actions for 'Night sweats'" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete 'Night sweats' and the 1 item in it?" });
    await confirm.getByRole("button", { name: "Delete folder" }).click();
    await page.getByText("Deleted 'Night sweats'.").waitFor();
    await folderTree(page).getByRole("treeitem", { name: "Night sweats" }).waitFor({ state: "detached" });
    // Sleep stays, beside the demo client's own 'Hot flushes'.
    await expect(folderTree(page).getByRole("treeitem").allInnerTexts()).resolves.toEqual([
      expect.stringContaining("Hot flushes"),
      expect.stringContaining("Sleep"),
    ]);

    // An answer saved through the API (the chat's own Save button comes with the chat) shows in
    // Sleep with its question, its [n] citations and its sources, each linking to the reader.
    const asked = await api<{ message: { id: string; answer: { citations: { contentId: string }[] } } }>(
      server,
      token,
      "/ai-search",
      { question: "What helps with hot flushes?" },
    );
    expect(asked.message.answer.citations.length).toBeGreaterThan(0);
    await api(server, token, "/folders/save-content", {
      folderId: sleepId,
      kind: "answer",
      messageId: asked.message.id,
    });
    await page.goto(`${origin}/saved?folder=${sleepId}`);
    const answer = page
      .getByRole("list", { name: "Saved in 'Sleep'" })
      .getByRole("article", { name: "What helps with hot flushes?" });
    await answer.waitFor();
    await answer.getByText("You asked:").waitFor();
    const firstCitation = `/library/${asked.message.answer.citations[0]!.contentId}`;
    await expect(answer.getByRole("link", { name: "[1]" }).first().getAttribute("href")).resolves.toBe(
      firstCitation,
    );
    await expect(
      answer.getByRole("list", { name: "Sources" }).getByRole("link").first().getAttribute("href"),
    ).resolves.toBe(firstCitation);
    await answer.getByRole("link", { name: "[1]" }).first().click();
    await page.waitForURL(`${origin}${firstCitation}`);
    await context.close();
  });
});
