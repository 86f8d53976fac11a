import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { oneOfEachBlocks } from "../../schema/richText/richContentTesting";
import { richTextOf } from "../../schema/richText/richTextTesting";
import { demoCredentials } from "./demo";
import { expectSaved, layer, openSection, openStudio, STUDIO_VIEWPORT, topBar, uniqueName } from "./editorHelpers";

/**
 * The Emails section's list (issue 16): an email is duplicated, renamed (open or not) and deleted
 * after a confirmation; two editors of one email meet the same conflict handling as pages; a
 * drawing is exported as a PNG picture.
 */

test.use({ viewport: STUDIO_VIEWPORT });

const emailList = (page: Page) => page.getByRole("region", { name: "Emails" });
/** The open email's subject, under the top bar (issue 34, item 15). */
const subjectField = (page: Page) => page.getByRole("textbox", { name: "Subject" });

async function openEmails(page: Page): Promise<void> {
  await openStudio(page);
  await openSection(page, "Emails");
  await expect(page.getByRole("heading", { name: "Emails" })).toBeVisible();
}

async function createEmail(page: Page, name: string, starter = "Announcement"): Promise<void> {
  const form = page.getByRole("form", { name: "New email" });
  await form.getByLabel("Name of the new email").fill(name);
  await form.getByLabel("Start from").selectOption({ label: starter });
  await form.getByRole("button", { name: "Create email" }).click();
  await expect(emailList(page).getByRole("button", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

async function openEmail(page: Page, name: string): Promise<void> {
  await emailList(page).getByRole("button", { name, exact: true }).click();
  await expect(emailList(page).getByRole("button", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

test("an email is duplicated, renamed open and closed, and deleted after a confirmation", async ({ page }, testInfo) => {
  await openEmails(page);
  const name = uniqueName(testInfo, "Spring news");
  await createEmail(page, name);
  await expect(layer(page, "Text “Big news”")).toBeVisible();

  // A copy opens at once, under its own name, with the same blocks.
  await emailList(page)
    .getByRole("button", { name: `Duplicate ${name}` })
    .click();
  const copy = `Copy of ${name}`;
  await expect(emailList(page).getByRole("button", { name: copy, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(layer(page, "Text “Big news”")).toBeVisible();

  // The open copy is renamed in its editor; the first one while closed.
  const renamedCopy = uniqueName(testInfo, "Summer news");
  await emailList(page)
    .getByRole("button", { name: `Rename ${copy}` })
    .click();
  await emailList(page).getByLabel("New name").fill(renamedCopy);
  await emailList(page).getByRole("button", { name: "Save name" }).click();
  await expect(emailList(page).getByRole("button", { name: renamedCopy, exact: true })).toBeVisible();
  const renamedFirst = uniqueName(testInfo, "Autumn news");
  await emailList(page)
    .getByRole("button", { name: `Rename ${name}` })
    .click();
  await emailList(page).getByLabel("New name").fill(renamedFirst);
  await emailList(page).getByRole("button", { name: "Save name" }).click();
  await expect(emailList(page).getByRole("button", { name: renamedFirst, exact: true })).toBeVisible();
  await expectSaved(page);

  // Both names were saved.
  await page.reload();
  await openSection(page, "Emails");
  await expect(emailList(page).getByRole("button", { name: renamedCopy, exact: true })).toBeVisible();
  await expect(emailList(page).getByRole("button", { name: renamedFirst, exact: true })).toBeVisible();

  // Deleting asks first: cancelled, nothing goes; confirmed, the email is gone.
  const asking = page.getByRole("dialog", { name: "Delete this email?" });
  await emailList(page)
    .getByRole("button", { name: `Delete ${renamedFirst}` })
    .click();
  await expect(asking).toContainText(`Delete the email "${renamedFirst}"? This cannot be undone.`);
  await asking.getByRole("button", { name: "Cancel" }).click();
  await expect(asking).toBeHidden();
  await expect(emailList(page).getByRole("button", { name: renamedFirst, exact: true })).toBeVisible();
  await emailList(page)
    .getByRole("button", { name: `Delete ${renamedFirst}` })
    .click();
  await asking.getByRole("button", { name: "Delete email" }).click();
  await expect(emailList(page).getByRole("button", { name: renamedFirst, exact: true })).toHaveCount(0);
  await page.reload();
  await openSection(page, "Emails");
  await expect(emailList(page).getByRole("button", { name: renamedCopy, exact: true })).toBeVisible();
  await expect(emailList(page).getByRole("button", { name: renamedFirst, exact: true })).toHaveCount(0);
});

test("two editors save the same email: the second is told, and whichever version is kept nothing is lost", async ({
  page,
  browser,
}, testInfo) => {
  await openEmails(page);
  const name = uniqueName(testInfo, "Shared news");
  await createEmail(page, name);
  await expectSaved(page);

  const bensBrowser = await browser.newContext({ viewport: STUDIO_VIEWPORT });
  const ben = await bensBrowser.newPage();
  await openEmails(ben);
  await openEmail(ben, name);

  // Ann changes the subject and it is saved; Ben's change then meets hers.
  await subjectField(page).fill("Ann's subject");
  await expectSaved(page);
  await subjectField(ben).fill("Ben's subject");
  const bensDialog = ben.getByRole("alertdialog", { name: "Someone else saved" });
  await expect(bensDialog).toContainText("Someone else saved this email while you were editing.");

  // Ben loads Ann's version; his stays available to export.
  await bensDialog.getByRole("button", { name: "Load their version" }).click();
  await expect(bensDialog).toBeHidden();
  await expect(subjectField(ben)).toHaveValue("Ann's subject");
  const kept = ben.getByRole("status").filter({ hasText: "Your version of this email was replaced" });
  const download = ben.waitForEvent("download");
  await kept.getByRole("button", { name: "Export my version" }).click();
  const exported = JSON.parse(await readFile(await (await download).path(), "utf8")) as { kind: string; settings: { subject: string } };
  expect(exported).toMatchObject({ kind: "email", settings: { subject: "Ben's subject" } });
  await bensBrowser.close();
});

test("a drawing is exported as a PNG picture uploaded to the media library once, which inboxes show", async ({
  page,
  request,
}, testInfo) => {
  // The email comes as an integrator would write it, with a drawing saved with its picture.
  const login = await (await request.post("/api/editor/sessions", { data: demoCredentials().owner })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const id = `email-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const name = uniqueName(testInfo, "Stage plot");
  const drawing = (oneOfEachBlocks(1) as { type: string }[]).find((node) => node.type === "excalidraw");
  const document = {
    schemaVersion: 1,
    kind: "email",
    id,
    title: name,
    root: { id: "root", type: "Container", props: {}, children: [{ id: "plot", type: "Text", props: { content: richTextOf(drawing) } }] },
  };
  const saved = await request.put(`/api/profiles/${login.editor.profileId}/documents/${id}`, { headers, data: { document } });
  expect(saved.status()).toBe(201);

  await openEmails(page);
  await openEmail(page, name);
  const exportHtml = async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      topBar(page)
        .getByRole("button", { name: "Export", exact: true })
        .click()
        .then(() => topBar(page).getByRole("button", { name: "Download HTML" }).click()),
    ]);
    return readFile(await download.path(), "utf8");
  };
  const html = await exportHtml();
  const source = /<img src="([^"]+drawing-[0-9a-f]{16}\.png)" alt="Drawing" width="240" height="120"/.exec(html)?.[1];
  expect(source, "the drawing's PNG in the HTML").toBeDefined();
  expect(html).not.toContain("data:image/svg+xml");
  const picture = await request.get(source as string);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
  // Twice its size, for high-density screens.
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([480, 240]);

  // A second export reuses the uploaded picture.
  expect(await exportHtml()).toContain(source as string);
  const library = await (await request.get(`/api/profiles/${login.editor.profileId}/media?parent=website&type=image`, { headers })).json();
  const name16 = /drawing-[0-9a-f]{16}\.png/.exec(source as string)?.[0];
  expect((library as { name: string }[]).filter((item) => item.name === name16)).toHaveLength(1);
});
