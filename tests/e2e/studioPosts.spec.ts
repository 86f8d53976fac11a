import { type Browser, expect, type Page, test } from "@playwright/test";
import { openSection, STUDIO_VIEWPORT, studioToast } from "./editorHelpers";
import { mailTo } from "./outboxHelpers";
import { logInToStudio, ownDemoServer } from "./ownServer";

/**
 * The studio's Posts section (issue 17), on a server of its own (a new post is the newest on
 * /members, where other tests read the demo's): the artist writes a post for the top paid tier,
 * a draft no fan sees until it is published (issue 34); a fan without the tier sees it locked, a
 * member of the tier reads it; its comment is hidden.
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ viewport: STUDIO_VIEWPORT });

const own = ownDemoServer();

const CAPTION = "Soundcheck notes from the Lisbon show";

async function fanPage(browser: Browser, email?: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (email && password) {
    await page.goto(`${own().baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/account$/);
  }
  await page.goto(`${own().baseUrl}/members`);
  return page;
}

test("an artist writes a post for a paid tier: a fan without it sees it locked, a member reads it, and its comment can be hidden", async ({
  page,
  browser,
}) => {
  const { credentials } = own();
  await logInToStudio(page, own());
  await openSection(page, "Posts");
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  // The demo's posts are listed.
  await expect(page.getByRole("row").nth(1)).toBeVisible();

  await page.getByRole("button", { name: "New post" }).click();
  const form = page.getByRole("form", { name: "New post" });
  await form.getByLabel("Who can see it").selectOption({ label: `${credentials.fan.tier} members` });
  const caption = form.getByRole("textbox", { name: "Caption" });
  await caption.click();
  await page.keyboard.type(CAPTION);
  // A new post is a draft until the artist publishes it: no fan sees it, even locked.
  await expect(form.getByLabel("Draft: only you see it")).toBeChecked();
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(form).toBeHidden();
  await expect(studioToast(page, "Draft saved")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: CAPTION });
  await expect(row).toContainText(`Readable by: ${credentials.fan.tier}`);
  await expect(row).toContainText("Draft");
  const before = await fanPage(browser, credentials.fan.email, credentials.fan.password);
  await expect(before.getByRole("article").first()).toBeVisible();
  await expect(before.getByText(CAPTION)).toHaveCount(0);
  await before.context().close();
  await row.getByRole("button", { name: /^Publish the post/ }).click();
  await expect(row.getByRole("button", { name: /^Unpublish the post/ })).toBeVisible();
  await expect(studioToast(page, "Post published")).toBeVisible();
  await expect(row).not.toContainText("Draft");

  // A fan who signs up has no tier: the post is locked, its words never sent.
  const visitor = await fanPage(browser);
  const newest = visitor.getByRole("article").first();
  await expect(newest).toContainText("Content Locked");
  await expect(newest).toContainText(credentials.fan.tier);
  await expect(visitor.getByText(CAPTION)).toHaveCount(0);
  expect(await (await visitor.request.get(`${own().baseUrl}/api/public/posts?limit=50`)).text()).not.toContain(CAPTION);

  // A member of the tier reads it, and comments.
  const member = await fanPage(browser, credentials.fan.email, credentials.fan.password);
  const post = member.getByRole("article").filter({ hasText: CAPTION });
  await expect(post).toBeVisible();
  await post.getByRole("button", { name: /comment/i }).click();
  const dialog = member.getByRole("dialog", { name: "Comments" });
  await dialog.getByPlaceholder("Add a comment...").fill("First!");
  await dialog.getByRole("button", { name: "Post" }).click();
  await expect(dialog.getByText("First!")).toBeVisible();

  // The artist hides the comment: fans no longer see it.
  await page.reload();
  await openSection(page, "Posts");
  await page
    .getByRole("row")
    .filter({ hasText: CAPTION })
    .getByRole("button", { name: /^Comments on/ })
    .click();
  const moderation = page.getByRole("region", { name: /^Comments on/ });
  const comment = moderation.getByRole("row").filter({ hasText: "First!" });
  await comment.getByRole("button", { name: "Hide" }).click();
  await expect(comment).toContainText("Hidden");
  await member.reload();
  const again = member.getByRole("article").filter({ hasText: CAPTION });
  await again.getByRole("button", { name: /comment/i }).click();
  const reopened = member.getByRole("dialog", { name: "Comments" });
  // Loaded, the list says it is empty: the hidden comment is not sent.
  await expect(reopened.getByText("No comments yet. Be the first.")).toBeVisible();
  await expect(reopened.getByText("First!")).toHaveCount(0);
});

test("a post for a paid tier sent by email: the member's copy holds it, a free member's copy the locked notice", async ({
  page,
  browser,
}) => {
  const { credentials, dataDir } = own();
  const words = "Setlist vote for the Porto show";
  await logInToStudio(page, own());
  await openSection(page, "Posts");
  await page.getByRole("button", { name: "New post" }).click();
  const form = page.getByRole("form", { name: "New post" });
  await form.getByLabel("Who can see it").selectOption({ label: `${credentials.fan.tier} members` });
  await form.getByRole("textbox", { name: "Caption" }).click();
  await page.keyboard.type(words);
  await form.getByLabel("Publish now").check();
  await form.getByLabel(`The tiers that can read it (${credentials.fan.tier})`).check();
  await form.getByLabel("Free members").check();
  // The server counts who it reaches: the demo's Inner Circle, and its free listeners and fans on no tier.
  await expect(form.getByText(/^Goes to \d+ people now; \d+ of them cannot read the post/)).toBeVisible();
  await form.getByRole("button", { name: "Publish post" }).click();
  await expect(studioToast(page, "Post sent by email")).toBeVisible();

  // The newsletter engine sends it: the member's copy has the post, a free member's (Marcus, a Listener) the notice.
  const copyTo = async (address: string) => (await mailTo(address, dataDir)).find((mail) => (mail.text ?? "").includes("New post from"));
  await expect.poll(async () => (await copyTo(credentials.fan.email))?.subject ?? "", { timeout: 30_000 }).toBe(words);
  const memberCopy = await copyTo(credentials.fan.email);
  expect(memberCopy?.html).toContain(words);
  expect(memberCopy?.headerLines.find((header) => header.key === "list-unsubscribe-post")?.line).toBe(
    "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  );
  await expect
    .poll(async () => (await copyTo("marcus.webb@example.com"))?.subject ?? "", { timeout: 30_000 })
    .toMatch(new RegExp(`^New post for ${credentials.fan.tier} members, from `));
  const freeCopy = await copyTo("marcus.webb@example.com");
  expect(freeCopy?.text).toContain("Content Locked");
  expect(`${freeCopy?.html}${freeCopy?.text}`).not.toContain(words);

  // The member reads it on the site too.
  const member = await fanPage(browser, credentials.fan.email, credentials.fan.password);
  await expect(member.getByRole("article").filter({ hasText: words })).toBeVisible();
  await member.context().close();

  // Opened again in the studio, the post says how its email went, and offers it no more.
  await page.getByRole("row").filter({ hasText: words }).getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("form", { name: "Edit post" });
  await edit.getByLabel("Keep it as published").check();
  await expect(edit.getByText(/^Sent by email on .* A post goes by email once/)).toBeVisible();
  await expect(edit.getByLabel("Free members")).toHaveCount(0);
});
