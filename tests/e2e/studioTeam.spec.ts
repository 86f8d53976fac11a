import { type Browser, expect, type Page, test } from "@playwright/test";
import { demoCredentials } from "./demo";
import { addPage, layers, STUDIO_VIEWPORT, submitStudioLogin, uniqueName } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { expectSoundAtEveryWidth } from "./overflowWalker";

/**
 * A studio team (issue 35, item 5): the owner invites an editor and a viewer by email; each accepts
 * the link from the outbox, making an account; the editor adds a page, the viewer cannot; the owner
 * sees both on the team and removes the viewer, who is signed out.
 */

test.use({ viewport: STUDIO_VIEWPORT });

/** The path of the last invitation mailed to `email`, once it reaches the outbox. */
async function invitationLink(email: string): Promise<string> {
  const links = async () =>
    (await mailTo(email)).map((message) => /https?:\/\/\S+\/studio\/join\?token=[A-Za-z0-9_-]+/.exec(message.text ?? "")?.[0] ?? "");
  await expect
    .poll(async () => (await links()).filter(Boolean).length, { timeout: 15_000, message: `the invitation reaches ${email}` })
    .toBeGreaterThan(0);
  const url = new URL((await links()).filter(Boolean).at(-1) ?? "");
  return `${url.pathname}${url.search}`;
}

async function invite(page: Page, email: string, role: "Editor" | "Viewer"): Promise<void> {
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("region", { name: "Invitations" }).getByText(email, { exact: true })).toBeVisible();
}

/** Opens the invitation in a browser of the invitee's own, makes the account and lands in the studio. */
async function accept(browser: Browser, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: STUDIO_VIEWPORT })).newPage();
  await page.goto(await invitationLink(email));
  await expect(page.getByText(`with ${email}`)).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Choose a password").fill("a tune for the team 9");
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page.getByRole("heading", { name: "At a glance" })).toBeVisible();
  return page;
}

test("an owner invites an editor who adds a page, and a viewer who cannot; removing the viewer signs them out", async ({
  page,
  browser,
}, testInfo) => {
  const { owner } = demoCredentials();
  const editorEmail = `${uniqueName(testInfo, "editor")}@example.com`;
  const viewerEmail = `${uniqueName(testInfo, "viewer")}@example.com`;
  await submitStudioLogin(page, owner.email, owner.password, "/studio/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await invite(page, editorEmail, "Editor");
  await invite(page, viewerEmail, "Viewer");
  await expectSoundAtEveryWidth(page, "the Team section with invitations");

  const editor = await accept(browser, editorEmail, "Eli Editor");
  await expect(editor.getByText("Editor", { exact: true })).toBeVisible();
  await editor.goto("/studio/site");
  await expect(layers(editor).getByRole("treeitem", { name: "Page" })).toBeVisible();
  await addPage(editor, testInfo);

  const viewer = await accept(browser, viewerEmail, "Vi Viewer");
  await expect(viewer.getByRole("note")).toHaveText(
    "You are a viewer of this studio: you can look at everything but fans' addresses, and change nothing.",
  );
  await viewer.goto("/studio/site");
  await expect(layers(viewer).getByRole("treeitem", { name: "Page" })).toBeVisible();
  const form = viewer.getByRole("form", { name: "Add a page" });
  await form.getByLabel("Title of the new page").fill("Not mine to add");
  await form.getByLabel("Path of the new page").fill(`/${uniqueName(testInfo, "viewer-page")}`);
  await form.getByRole("button", { name: "Add page" }).click();
  await expect(viewer.getByRole("alert").filter({ hasText: "You are a viewer of this studio" })).toBeVisible();

  await page.reload();
  const team = page.getByRole("table", { name: "Team" });
  await expect(team.getByRole("row").filter({ hasText: editorEmail }).getByLabel("Role of Eli Editor")).toHaveValue("editor");
  await expect(team.getByRole("row").filter({ hasText: viewerEmail }).getByLabel("Role of Vi Viewer")).toHaveValue("viewer");
  await page.getByRole("button", { name: "Remove Vi Viewer" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Vi Viewer?" });
  await expectSoundAtEveryWidth(page, "removing someone from the team");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(team.getByText(viewerEmail)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Vi Viewer removed" })).toBeVisible();

  await viewer.goto("/studio");
  await expect(viewer.getByRole("heading", { name: "Studio", level: 1 })).toBeVisible();
});
